import Layout
import Rasterizer

/// A component with empty space around it: the `padding` modifier as data.
public struct Padded<Content: Renderable>: Renderable {
    /// The component inside.
    public var content: Content
    /// The space on each edge, in points.
    public var insets: EdgeInsets
    /// The line that asked for the padding, which the design audit names.
    public var writtenAt: SourceLine?

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = try content.sizeThatFits(width: width.map { max(0, $0 - horizontal) }, in: environment)
        return Size(width: inner.width + horizontal, height: inner.height + vertical)
    }

    /// The insets with leading and trailing swapped in right-to-left layouts.
    private func directionalInsets(_ environment: RenderEnvironment) -> EdgeInsets {
        guard environment.isRightToLeft else { return insets }
        return EdgeInsets(top: insets.top, leading: insets.trailing, bottom: insets.bottom, trailing: insets.leading)
    }

    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        var inner = try content.layoutMeasurement(width: width.map { max(0, $0 - horizontal) }, in: environment)
        inner.size = LayoutSize(width: inner.size.width + horizontal, height: inner.size.height + vertical)
        inner.firstBaseline = inner.firstBaseline.map { $0 + insets.top }
        inner.lastBaseline = inner.lastBaseline.map { $0 + insets.top }
        return inner
    }

    /// The content's priorities and visibility, and its size constraints grown by the insets: a
    /// `width(64)` inside `padding(4)` is a width of 72 for the stack that places the padded view,
    /// so the content still gets its 64.
    public var layoutTraits: LayoutTraits { outset(content.layoutTraits) }

    public func layoutTraits(in environment: RenderEnvironment) -> LayoutTraits { outset(content.layoutTraits(in: environment)) }

    private func outset(_ contentTraits: LayoutTraits) -> LayoutTraits {
        var traits = contentTraits
        traits.constraints = traits.constraints.outset(
            horizontal: insets.leading + insets.trailing, vertical: insets.top + insets.bottom)
        return traits
    }

    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        var node = try content.laidOut(in: directionalInsets(environment).inset(frame), environment: environment)
        node.record(.padding(insets, writtenAt: writtenAt), in: environment)
        return node
    }

    public var accessibility: AccessibilityInfo { content.accessibility }
}

extension Renderable {
    /// The component with the same space on every edge, in points.
    public func padding(_ length: Double, fileID: StaticString = #fileID, line: UInt = #line) -> Padded<Self> {
        Padded(content: self, insets: EdgeInsets(length), writtenAt: SourceLine(fileID: fileID, line: line))
    }

    /// The component with space on each edge, in points.
    public func padding(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> Padded<Self> {
        Padded(content: self, insets: insets, writtenAt: SourceLine(fileID: fileID, line: line))
    }
}
