import Layout
import Rasterizer

extension UI {
    /// Children in a row or a column, laid out as `UIStackView` does (see `StackLayout`).
    public struct Stack: Renderable {
        /// The stack's children, in order.
        public var children: [AnyRenderable] {
            didSet { cache = ArrangementCache() }
        }
        /// The stack's axis, spacing, margins, alignment and distribution.
        public var layout: StackLayout {
            didSet { cache = ArrangementCache() }
        }
        /// The line that made the stack, which the design audit names for its spacing.
        public var writtenAt: SourceLine?
        private var cache = ArrangementCache()

        /// Creates a stack of children with a layout.
        public init(children: [AnyRenderable], layout: StackLayout, fileID: StaticString = #fileID, line: UInt = #line) {
            self.children = children
            self.layout = layout
            self.writtenAt = SourceLine(fileID: fileID, line: line)
        }

        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            let size = try arrange(width: width, height: nil, in: environment).size
            return Size(width: size.width, height: size.height)
        }

        public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
            try arrange(width: width, height: nil, in: environment).measurement
        }

        public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            var node = LaidOutNode(self, frame: frame, environment: environment)
            if environment.recordsDesignUses {
                if layout.spacing != 0 { node.record(.length(.spacing, layout.spacing, writtenAt: writtenAt), in: environment) }
                if layout.margins != .zero { node.record(.padding(layout.margins, writtenAt: writtenAt), in: environment) }
            }
            let arrangement = try arrange(width: frame.width, height: frame.height, in: environment)
            let layoutChildren = layoutChildren(in: environment)
            try NestingGuard.nested { () throws(RenderError) in
                for (index, childFrame) in arrangement.frames.enumerated() where !layoutChildren.all[index].isHidden {
                    let placed = Self.place(childFrame, in: frame, environment: environment)
                    try node.place(children[index], in: placed.snapped(toScale: environment.traits.scale), environment: environment)
                }
            }
            return node
        }

        /// A child's frame in the stack's coordinates, mirrored for right-to-left layouts (the
        /// first child on the right, leading margins on the right).
        static func place(_ childFrame: Frame, in frame: Frame, environment: RenderEnvironment) -> Frame {
            let x = environment.isRightToLeft ? frame.width - childFrame.x - childFrame.width : childFrame.x
            return Frame(x: frame.x + x, y: frame.y + childFrame.y, width: childFrame.width, height: childFrame.height)
        }

        /// The stack's own small system, solved: children's frames relative to its corner.
        public func arrange(width: Double?, height: Double?, in environment: RenderEnvironment) throws(RenderError) -> StackLayout.Arrangement {
            if let cached = cache.arrangement(environment: environment, width: width, height: height) { return cached }
            let arrangement = try NestingGuard.nested { () throws(RenderError) in try solve(width: width, height: height, in: environment) }
            cache.store(arrangement, environment: environment, width: width, height: height)
            return arrangement
        }

        private func solve(width: Double?, height: Double?, in environment: RenderEnvironment) throws(RenderError) -> StackLayout.Arrangement {
            let stackChildren = layoutChildren(in: environment)
            do {
                let naturals = try naturalMeasurements(of: stackChildren, in: environment)
                return try layout.arrange(
                    stackChildren, width: width, height: height, diagnostics: environment.diagnostics,
                    naturalMeasurements: naturals)
            } catch let error as RenderError {
                throw error
            } catch {
                throw .invalidLayout("\(error)")
            }
        }

        /// Along its axis, the stack gives up room as its weakest child that can still shrink does:
        /// a row of fixed-width icons resists at their 999, a row with a label at the label's 750.
        public func layoutTraits(in environment: RenderEnvironment) -> LayoutTraits {
            var traits = layoutTraits
            // Too deep a tree gets the plain traits here; its measurement throws the error.
            let tiers = try? NestingGuard.nested { () throws(RenderError) in
                let stackChildren = layoutChildren(in: environment)
                return stackChildren.shrinkTiers(naturals: try naturalMeasurements(of: stackChildren, in: environment))
            }
            if let tiers, let weakest = tiers.first {
                traits.compressionResistance[layout.axis] = weakest.priority
                traits.shrinkTiers[layout.axis] = tiers
            }
            return traits
        }

        /// Each child's size with no width proposed, measured once per environment.
        private func naturalMeasurements(of stackChildren: StackChildren, in environment: RenderEnvironment) throws(RenderError) -> [LayoutMeasurement] {
            do {
                return try cache.naturalMeasurements(environment: environment) {
                    try stackChildren.all.map { child in
                        child.isHidden ? LayoutMeasurement(size: .zero) : try child.measurement(width: nil)
                    }
                }
            } catch let error as RenderError {
                throw error
            } catch {
                throw .invalidLayout("\(error)")
            }
        }

        /// The children as the stack's layout sees them, built once per environment.
        private func layoutChildren(in environment: RenderEnvironment) -> StackChildren {
            cache.stackChildren(environment: environment) {
                let stackChildren = children.map { child in
                    let traits = child.layoutTraits(in: environment)
                    var stackChild = StackChild(
                        hugging: traits.hugging, compressionResistance: traits.compressionResistance,
                        constraints: traits.constraints, isHidden: traits.isHidden
                    ) { proposedWidth in
                        try child.layoutMeasurement(width: proposedWidth, in: environment)
                    }
                    stackChild.shrinkTiers = traits.shrinkTiers[layout.axis]
                    return stackChild
                }
                return StackChildren(stackChildren, axis: layout.axis)
            }
        }
    }
}

/// Stacks of optional components: `nil` children are left out.
extension Array where Element == (any Renderable)? {
    /// Bento's `.stack`: the non-nil elements in a row or column.
    public func stack(
        axis: Axis, spacing: Double = 0, layoutMargins: EdgeInsets = .zero, alignment: StackAlignment = .fill,
        distribution: StackDistribution = .fill, fileID: StaticString = #fileID, line: UInt = #line
    ) -> UI.Stack {
        UI.Stack(
            children: compactMap { $0.map { AnyRenderable($0) } },
            layout: StackLayout(axis: axis, spacing: spacing, alignment: alignment, distribution: distribution, margins: layoutMargins),
            fileID: fileID, line: line)
    }
}

/// Stacks of components.
extension Array where Element == any Renderable {
    /// Bento's `.stack`: the elements in a row or column.
    public func stack(
        axis: Axis, spacing: Double = 0, layoutMargins: EdgeInsets = .zero, alignment: StackAlignment = .fill,
        distribution: StackDistribution = .fill, fileID: StaticString = #fileID, line: UInt = #line
    ) -> UI.Stack {
        map { Optional($0) }.stack(
            axis: axis, spacing: spacing, layoutMargins: layoutMargins, alignment: alignment, distribution: distribution, fileID: fileID, line: line)
    }
}

/// Stacks of type-erased components.
extension Array where Element == AnyRenderable {
    /// Bento's `.stack`: the elements in a row or column.
    public func stack(
        axis: Axis, spacing: Double = 0, layoutMargins: EdgeInsets = .zero, alignment: StackAlignment = .fill,
        distribution: StackDistribution = .fill, fileID: StaticString = #fileID, line: UInt = #line
    ) -> UI.Stack {
        UI.Stack(
            children: self,
            layout: StackLayout(axis: axis, spacing: spacing, alignment: alignment, distribution: distribution, margins: layoutMargins),
            fileID: fileID, line: line)
    }
}

/// Optional components laid out as a stack.
extension Array where Element == (any Renderable)? {
    /// Bento's `.stack` with the same margin on every edge (`layoutMargins: 8`).
    public func stack(
        axis: Axis, spacing: Double = 0, layoutMargins: Double, alignment: StackAlignment = .fill,
        distribution: StackDistribution = .fill, fileID: StaticString = #fileID, line: UInt = #line
    ) -> UI.Stack {
        stack(
            axis: axis, spacing: spacing, layoutMargins: EdgeInsets(layoutMargins), alignment: alignment, distribution: distribution,
            fileID: fileID, line: line)
    }
}
