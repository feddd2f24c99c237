import DesignTokens
import Layout
import Rasterizer

/// How much room a component gets when rendered on its own.
public enum RenderLayout: Hashable, Sendable {
    /// Its own natural size.
    case sizeThatFits
    /// A fixed width, in points, and the height that fits.
    case width(Double)
    /// A fixed size, in points.
    case fixed(width: Double, height: Double)
    /// A device's screen size in points.
    case device(Device)
}

/// The render step: measures a component, lays it out, records its display list and rasterizes it.
public struct ComponentRenderer: Sendable {
    /// The traits and fonts used.
    public var environment: RenderEnvironment
    /// The largest bitmap it allocates (`ImageLimits.standard` unless raised).
    public var limits: ImageLimits

    /// Creates a renderer.
    public init(environment: RenderEnvironment = RenderEnvironment(), limits: ImageLimits = .standard) {
        self.environment = environment
        self.limits = limits
    }

    /// Creates a renderer with the standard fonts and the given traits.
    public init(traits: RenderTraits, limits: ImageLimits = .standard) {
        self.init(environment: RenderEnvironment(traits: traits), limits: limits)
    }

    /// The size in points the component occupies under a layout.
    ///
    /// - Throws: `RenderError.invalidLayout` when the size is not finite and positive (a
    ///   component measuring itself as ∞ or NaN points, say), or exceeds 100,000 points a side.
    public func size(of component: some Renderable, layout: RenderLayout) throws(RenderError) -> Size {
        try size(of: component, layout: layout, in: environment)
    }

    /// `size(of:layout:)` measured in `environment`.
    private func size(of component: some Renderable, layout: RenderLayout, in environment: RenderEnvironment) throws(RenderError) -> Size {
        let size = try unvalidatedSize(of: component, layout: layout, in: environment)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              size.width <= Self.largestSide, size.height <= Self.largestSide
        else {
            throw .invalidLayout("The component measures \(size.width) × \(size.height) points; a render needs a finite size up to \(Int(Self.largestSide)) points a side.")
        }
        return size
    }

    /// The longest side, in points, a render accepts.
    public static let largestSide = TextLayout.tallestShown

    private func unvalidatedSize(of component: some Renderable, layout: RenderLayout, in environment: RenderEnvironment) throws(RenderError) -> Size {
        switch layout {
        case .sizeThatFits:
            return try component.sizeThatFits(width: nil, in: environment)
        case .width(let width):
            guard width > 0, width.isFinite else { throw .invalidLayout("A render width must be a positive number of points, not \(width).") }
            let fitting = try component.sizeThatFits(width: width, in: environment)
            return Size(width: width, height: fitting.height)
        case .device(let device):
            return try unvalidatedSize(of: component, layout: .fixed(width: device.width, height: device.height), in: environment)
        case .fixed(let width, let height):
            guard width > 0, height > 0, width.isFinite, height.isFinite else {
                throw .invalidLayout("A fixed render size must be positive, not \(width) × \(height).")
            }
            return Size(width: width, height: height)
        }
    }

    /// The display list of a component laid out at a size, in points.
    public func displayList(of component: some Renderable, size: Size) throws(RenderError) -> DisplayList {
        var list = DisplayList()
        try component.render(in: Frame(x: 0, y: 0, width: size.width, height: size.height), environment: environment, into: &list)
        return list
    }

    /// The laid-out tree of a component at the size a layout gives it: what each component draws
    /// and records (its frame, accessibility and, unless `designUses` is false, the design values
    /// it drew with). Its `displayList` is what the renderer draws.
    public func laidOutTree(
        of component: some Renderable, layout: RenderLayout = .sizeThatFits, designUses: Bool = true
    ) throws(RenderError) -> LaidOutNode {
        try sizedTree(of: component, layout: layout, designUses: designUses).tree
    }

    /// `laidOutTree(of:layout:designUses:)` with the size in points the layout gave the component.
    package func sizedTree(
        of component: some Renderable, layout: RenderLayout, designUses: Bool
    ) throws(RenderError) -> (size: Size, tree: LaidOutNode) {
        // Measured in the environment it is laid out in: stacks keep the arrangements they solved
        // per environment, so the placing pass reuses what measuring solved.
        let detailed = environment.withLayoutDetails(designUses: designUses)
        let size = try self.size(of: component, layout: layout, in: detailed)
        let tree = try component.laidOut(in: Frame(x: 0, y: 0, width: size.width, height: size.height), environment: detailed)
        return (size, tree)
    }

    /// The laid-out tree of a component at the size a layout gives it: every component's frame and
    /// accessibility, in drawing order, and unless `designUses` is false the design values each drew with.
    public func layoutNodes(
        of component: some Renderable, layout: RenderLayout = .sizeThatFits, designUses: Bool = true
    ) throws(RenderError) -> [LaidOutComponent] {
        try laidOutTree(of: component, layout: layout, designUses: designUses).records
    }

    /// Renders a component over the theme's background into a bitmap at the traits' scale.
    ///
    /// The bitmap's size is the component's size in points times the scale, rounded up.
    public func bitmap(of component: some Renderable, layout: RenderLayout = .sizeThatFits) throws(RenderError) -> Bitmap {
        let size = try self.size(of: component, layout: layout)
        return try bitmap(size: size, drawing: displayList(of: component, size: size))
    }

    /// The laid-out tree of a component (every detail recorded, design values unless
    /// `designUses` is false) and its pixels drawn from that tree: one layout pass for the tools
    /// and the picture, which is the picture `bitmap(of:layout:)` draws.
    public func picture(
        of component: some Renderable, layout: RenderLayout = .sizeThatFits, designUses: Bool = true
    ) throws(RenderError) -> (tree: LaidOutNode, bitmap: Bitmap) {
        let (_, tree, bitmap) = try sizedPicture(of: component, layout: layout, designUses: designUses)
        return (tree, bitmap)
    }

    /// `picture(of:layout:designUses:)` with the size in points the layout gave the component.
    package func sizedPicture(
        of component: some Renderable, layout: RenderLayout, designUses: Bool
    ) throws(RenderError) -> (size: Size, tree: LaidOutNode, bitmap: Bitmap) {
        let (size, tree) = try sizedTree(of: component, layout: layout, designUses: designUses)
        return (size, tree, try bitmap(size: size, drawing: tree.displayList))
    }

    /// The pixels of a display list laid out at `size` points, over the theme's background at the
    /// traits' scale: what `picture(of:layout:designUses:)` draws from a tree's `displayList`.
    package func bitmap(size: Size, drawing list: DisplayList) throws(RenderError) -> Bitmap {
        let scale = environment.traits.scale
        let pixelWidth = Int((size.width * scale).rounded(.up)), pixelHeight = Int((size.height * scale).rounded(.up))
        do {
            return try Canvas.picture(
                of: list, width: pixelWidth, height: pixelHeight, background: environment.theme.colors.background,
                transform: Transform(scale: scale), limits: limits)
        } catch {
            throw .canvas(error)
        }
    }

    /// Renders a component and encodes it as PNG.
    public func pngData(of component: some Renderable, layout: RenderLayout = .sizeThatFits) throws(RenderError) -> [UInt8] {
        let rendered = try bitmap(of: component, layout: layout)
        do {
            return try rendered.pngData()
        } catch {
            throw .png(error)
        }
    }
}
