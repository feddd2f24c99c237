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
        var place = ["fileID: #fileID", "filePath: #filePath", "line: #line", "column: #column"]
        let accessor = context.makeUniqueName("previewAccessor")
        // The accessor's C name must be unique in the whole executable, across modules: the
        // declaration's module, file, line and column say where it is, and nothing else is there.
        var symbol = "bento_preview_" + accessor.text
        if let id = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
            let path = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        {
            place = ["fileID: \(id.file)", "filePath: \(path.file)", "line: \(id.line)", "column: \(id.column)"]
            let here = "\(id.file)_\(id.line)_\(id.column)"
            symbol = "bento_preview_" + String(here.unicodeScalars.map { $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) ? Character($0) : "_" })
        }
        if let builder = arguments.firstIndex(where: { $0.hasPrefix("build: ") }) {
            arguments.insert(contentsOf: place, at: builder)
        } else {
            arguments += place
        }
        if let closure = node.trailingClosure { arguments.append("build: " + closure.trimmedDescription) }
        let record = context.makeUniqueName("previewRecord")
        return [
            """
            @_cdecl("\(raw: symbol)")
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
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, SwiftUIPreviewMacro.self, PreviewableMacro.self]
}
