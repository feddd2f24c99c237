import ComponentCatalogue
import Components

/// A preview of a SwiftUI view, as Xcode's canvas shows it, found by the catalogue
/// (`Catalogue.discovered`) as the entry of the file's component (`Card.swift` gives `Card`) and
/// the preview's name ("Preview" when it has none).
///
/// ```swift
/// #Preview("Selected") {
///     Card(title: "Tea", isSelected: true)
/// }
/// ```
@freestanding(declaration)
public macro Preview<Content: View>(_ name: String? = nil, @ViewBuilder body: @escaping () -> Content) =
    #externalMacro(module: "CataloguePreviewMacros", type: "SwiftUIPreviewMacro")

/// A preview with traits: its layout (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`) or
/// the device's orientation.
@freestanding(declaration)
public macro Preview<Content: View>(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping () -> Content
) = #externalMacro(module: "CataloguePreviewMacros", type: "SwiftUIPreviewMacro")

/// Marks a variable of a `#Preview` body (`@Previewable @State var isOn = true`) as the preview's
/// own state.
@attached(peer)
public macro Previewable() = #externalMacro(module: "CataloguePreviewMacros", type: "PreviewableMacro")

/// A preview's record in the `swift5_tests` section; used by `#Preview`'s expansion.
public typealias __PreviewRecord = PreviewRecord

/// Writes a `#Preview`'s entries when the discovery asks for a list of `CatalogueEntry`; used by
/// `#Preview`'s expansion.
///
/// A preview of a `Button` (with its modifiers: `Button("Pay") {}.buttonStyle(.primary)`) is
/// also shown in the states its style draws and Xcode's canvas cannot hold still: held down
/// (`configuration.isPressed`, "Primary-pressed") and disabled ("Primary-disabled"), names that make
/// reference files as they are.
public func __writePreview<Content: View>(
    _ name: String?, traits: [PreviewTrait<Preview.ViewTraits>], fileID: String, filePath: String, line: Int, column: Int,
    into outValue: UnsafeMutableRawPointer, ifAsked type: UnsafeRawPointer, @ViewBuilder body: @escaping () -> Content
) -> Bool {
    guard type.assumingMemoryBound(to: Any.Type.self).pointee == [CatalogueEntry].self else { return false }
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    let component = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    let layout = traits.compactMap(\.layout).last ?? .device
    let landscape = traits.contains { $0.isLandscape }
    let view = PreviewBody { AnyView(body()) }
    let state = name ?? "Preview"
    func entry(_ state: String, _ make: @escaping @Sendable (AnyView) -> AnyView) -> CatalogueEntry {
        CatalogueEntry(
            component: component, state: state, layout: layout.rendered(on: nil, landscape: landscape), fileID: fileID, filePath: filePath,
            line: line, column: column
        ) { context in HostingView(rootView: make(view.make())).shown(in: context) }
    }
    var entries = [entry(state) { $0 }]
    if PreviewBody.isButton(Content.self) {
        entries.append(entry("\(state)-pressed") { AnyView($0.environment(\.buttonIsPressed, true)) })
        entries.append(entry("\(state)-disabled") { AnyView($0.disabled(true)) })
    }
    outValue.initializeMemory(as: [CatalogueEntry].self, to: entries)
    return true
}

/// A preview's body, made again for each variant (a `#Preview`'s closure, a provider's view).
struct PreviewBody: @unchecked Sendable {
    let make: () -> AnyView

    /// Whether a preview's view is a button, with its modifiers around it: its type is
    /// `Button<…>` or modified content whose innermost view is.
    static func isButton(_ type: Any.Type) -> Bool {
        var name = Substring(String(reflecting: type))
        while name.hasPrefix("BentoSwiftUI.ModifiedContent<") { name = name.dropFirst("BentoSwiftUI.ModifiedContent<".count) }
        return name.hasPrefix("BentoSwiftUI.Button<")
    }
}

extension PreviewLayout {
    /// The catalogue's layout for the preview: the device's screen (a named device if the
    /// catalogue knows it, else the iPhone 15's), the view's own size, or a fixed size.
    func rendered(on device: PreviewDevice?, landscape: Bool = false) -> RenderLayout {
        switch self {
        case .sizeThatFits: return .sizeThatFits
        case .fixed(let width, let height): return .fixed(width: Double(width), height: Double(height))
        case .device:
            let screen = device.flatMap(Device.init(previewDevice:)) ?? .iPhone15
            guard landscape else { return .device(screen) }
            return .device(
                Device(
                    name: screen.name + "Landscape", width: screen.height, height: screen.width, topInset: 0, bottomInset: screen.bottomInset > 0 ? 21 : 0,
                    scale: screen.scale))
        }
    }
}

extension Device {
    /// The preset an Xcode device name stands for ("iPhone 8", "iPhone 15 Pro", "iPad (10th
    /// generation)"): the longest preset name it starts with, spaces and case aside.
    init?(previewDevice: PreviewDevice) {
        func folded(_ name: String) -> String { name.lowercased().filter { !$0.isWhitespace } }
        let name = folded(previewDevice.rawValue)
        guard let preset = Device.all.filter({ name.hasPrefix(folded($0.name)) }).max(by: { $0.name.count < $1.name.count }) else { return nil }
        self = preset
    }
}

extension HostingView {
    /// The view as a preview shows it in a variant: its keys looked up in the catalogue's String
    /// Catalog in the variant's language (as written without one), inside the device's safe area
    /// when the variant is drawn on a device.
    func shown(in context: CatalogueContext) -> HostingView {
        let localized = localized { key, arguments in context.strings == nil ? nil : context.text(key, arguments: arguments) }
        guard case .device(let device) = context.layout else { return localized }
        return localized.safeArea(of: device)
    }
}
