import DesignTokens
import Foundation
import Layout
import Rasterizer

extension UI {
    /// A plain box: no content, no intrinsic size; give it a size with frame modifiers and a
    /// colour with `backgroundColor`.
    public struct View: Renderable {
        /// Creates an empty view.
        public init() {}

        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            Size(width: 0, height: 0)
        }

        public func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {}

        /// Without content, a plain view stretches before anything with an intrinsic size.
        public var layoutTraits: LayoutTraits {
            var traits = LayoutTraits()
            traits.hugging = PerAxis(horizontal: LayoutPriority(1), vertical: LayoutPriority(1))
            traits.compressionResistance = PerAxis(horizontal: LayoutPriority(1), vertical: LayoutPriority(1))
            return traits
        }
    }

    /// Flexible empty space: in a stack it takes whatever room the others leave (at least
    /// `minLength`).
    public struct Spacer: Renderable {
        /// The shortest the spacer becomes, in points.
        public var minLength: Double

        /// Creates a spacer that grows from `minLength`.
        public init(minLength: Double = 0) {
            self.minLength = max(0, minLength)
        }

        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            Size(width: minLength, height: minLength)
        }

        public func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {}

        public var layoutTraits: LayoutTraits {
            var traits = LayoutTraits()
            traits.hugging = PerAxis(horizontal: LayoutPriority(1), vertical: LayoutPriority(1))
            traits.compressionResistance = PerAxis(horizontal: LayoutPriority(1), vertical: LayoutPriority(1))
            traits.constraints.minimum = PerAxis(horizontal: minLength, vertical: minLength)
            return traits
        }
    }

    /// A hairline in the theme's separator colour: one device pixel thick, as UIKit draws
    /// separators, horizontal unless told otherwise.
    public struct Separator: Renderable {
        /// The direction the hairline runs in.
        public var axis: Axis
        /// The hairline's colour; `nil` uses the theme's separator colour.
        public var color: Color?

        /// Creates a separator.
        public init(axis: Axis = .horizontal, color: Color? = nil) {
            self.axis = axis
            self.color = color
        }

        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            let thickness = 1 / environment.traits.scale
            return axis == .horizontal ? Size(width: width ?? 0, height: thickness) : Size(width: thickness, height: 0)
        }

        /// The hairline at the bottom (or leading) edge of the frame, in its own colour or the
        /// theme's separator colour.
        public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            let thickness = 1 / environment.traits.scale
            let line = axis == .horizontal
                ? Rect(x: frame.x, y: frame.maxY - thickness, width: frame.width, height: thickness)
                : Rect(x: frame.x, y: frame.y, width: thickness, height: frame.height)
            let drawn = color ?? environment.theme.colors.separator
            var node = LaidOutNode(self, frame: frame, environment: environment)
            node.draw(.fill(.rect(line), .solid(drawn), .nonZero))
            node.record(.color(.separator, drawn), in: environment)
            return node
        }

        public var layoutTraits: LayoutTraits {
            var traits = LayoutTraits()
            traits.hugging[axis.cross] = .required
            traits.hugging[axis] = LayoutPriority(1)
            return traits
        }
    }

    /// A spinner in its resting frame: twelve spokes fading round the circle, as
    /// `UIActivityIndicatorView` looks in a still. Spinning through a screen's transition, it
    /// turns as UIKit's does: a spoke at a time, twelve a second.
    public struct ActivityIndicator: StateTransitioning {
        /// Whether the spinner is shown.
        public var isAnimating: Bool
        /// The spinner's colour; `nil` uses the theme's secondary text colour.
        public var color: Color?
        /// The spinner's diameter in points.
        public var size: Double

        /// Creates an activity indicator.
        public init(isAnimating: Bool = true, color: Color? = nil, size: Double = 20) {
            self.isAnimating = isAnimating
            self.color = color
            self.size = size
        }

        public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
            Size(width: size, height: size)
        }

        /// The colour it draws in: its own, or the theme's secondary text colour.
        func drawnColor(in environment: RenderEnvironment) -> Color { color ?? environment.theme.colors.textSecondary }

        /// The spokes, with the colour they are drawn in.
        public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
            var node = LaidOutNode(self, frame: frame, environment: environment)
            node.draw { draw(turnedBy: 0, in: frame, environment: environment, into: &$0) }
            if isAnimating { node.record(.color(.tint, drawnColor(in: environment)), in: environment) }
            return node
        }

        /// Spokes turned a second: `UIActivityIndicatorView` steps round its twelve spokes once a second.
        static let spokesPerSecond = 12.0

        /// Part way from another state: spinning in both, it has turned by the whole spokes UIKit's
        /// would have in the time gone (the transition's 0.3 s carry it 3 spokes on); started or
        /// stopped, it shows or hides at once, as UIKit's `startAnimating` and `hidesWhenStopped` do.
        public func render(
            from old: ActivityIndicator, progress: Double, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList
        ) throws(RenderError) {
            let p = min(1, max(0, progress.isFinite ? progress : 1))
            let turned = old.isAnimating ? (p * TransitionTiming.tableRows.duration * Self.spokesPerSecond).rounded(.down) : 0
            draw(turnedBy: Int(turned), in: frame, environment: environment, into: &list)
        }

        /// The spokes, the brightest `spokes` steps clockwise of the top.
        private func draw(turnedBy spokes: Int, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) {
            guard isAnimating else { return }  // a stopped indicator hides, as UIKit's does
            let base = drawnColor(in: environment)
            let radius = min(frame.width, frame.height) / 2
            let center = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            let spokeWidth = radius * 0.18
            for index in 0..<12 {
                let angle = Double(index) * .pi / 6 - .pi / 2
                let (c, s) = (cos(angle), sin(angle))
                let inner = Point(x: center.x + c * radius * 0.5, y: center.y + s * radius * 0.5)
                let outer = Point(x: center.x + c * (radius - spokeWidth / 2), y: center.y + s * (radius - spokeWidth / 2))
                var spoke = Path()
                spoke.move(to: inner)
                spoke.line(to: outer)
                let alpha = 0.25 + 0.75 * Double((index - spokes % 12 + 12) % 12) / 11
                list.append(.stroke(spoke, StrokeStyle(width: spokeWidth, cap: .round), .solid(base.withAlpha(base.alpha * alpha))))
            }
        }

        public var accessibility: AccessibilityInfo {
            AccessibilityInfo(role: AccessibilityRole.progressIndicator.name, label: isAnimating ? "In progress" : nil)
        }
    }
}
