import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Badge", "new") { context in … }`: a catalogue entry declared beside its component,
/// written as a record in the `swift5_tests` section that `DiscoveredPreviews` finds at run time.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // `#Preview("Badge", "new", …)` calls `CatalogueEntry(component: "Badge", state: "new", …)`.
        var arguments: [String] = []
        for (index, argument) in node.arguments.enumerated() {
            let label = argument.label?.text ?? (index == 0 ? "component" : index == 1 ? "state" : "")
            arguments.append((label.isEmpty ? "" : label + ": ") + argument.expression.trimmedDescription)
        }
        // Where it was declared goes just before the builder, where `CatalogueEntry` takes it.
        let location = context.location(of: node)
        let place = ["fileID: " + (location.map { "\($0.file)" } ?? "#fileID"), "line: " + (location.map { "\($0.line)" } ?? "#line")]
        if let builder = arguments.firstIndex(where: { $0.hasPrefix("build: ") }) {
            arguments.insert(contentsOf: place, at: builder)
        } else {
            arguments += place
        }
        if let closure = node.trailingClosure { arguments.append("build: " + closure.trimmedDescription) }
        let accessor = context.makeUniqueName("previewAccessor")
        let record = context.makeUniqueName("previewRecord")
        return [
            """
            @_cdecl("\(raw: accessor.text)")
            func \(accessor)(_ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool {
                CataloguePreviews.__write(CatalogueEntry(\(raw: arguments.joined(separator: ", "))), into: outValue, ifAsked: type)
            }
            """,
            """
            @section("swift5_tests") @used
            let \(record): PreviewRecord = (0x626E_7470, 0, \(accessor), 0, 0)
            """,
        ]
    }
}

@main struct CataloguePreviewPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
