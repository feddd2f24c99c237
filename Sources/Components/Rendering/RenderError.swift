import Rasterizer

/// Why a component could not be rendered.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A font needed by the component could not be found or opened.
    case font(FontError)
    /// The requested canvas cannot be created.
    case canvas(BitmapError)
    /// The bitmap could not be encoded as PNG.
    case png(PNGError)
    /// The layout asked for has no usable size.
    case invalidLayout(String)
    /// A component of your own could not draw or measure itself: wrap your error's description,
    /// since `Renderable`'s methods throw only `RenderError` (`throws(RenderError)`).
    case component(String)
    /// A box with repeated identities: a table cannot tell those rows apart.
    indirect case invalidBox(BoxError)

    public var description: String {
        switch self {
        case .font(let error): return error.description
        case .canvas(let error): return error.description
        case .png(let error): return error.description
        case .invalidLayout(let detail): return detail
        case .component(let detail): return detail
        case .invalidBox(let error): return error.description
        }
    }
}
