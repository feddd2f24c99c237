import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftUI's `#Preview("Name", traits: .sizeThatFitsLayout) { … }` in a team's view file: a
/// catalogue entry of the file's component (its base name) and the preview's name, written as the
/// same record `#Preview` of `CataloguePreviews` writes, so `Catalogue.discovered` finds it.
///
/// `@Previewable` variables at the top of the body become the state of a view the expansion
/// declares, as Xcode's canvas does: the body's other statements are that view's body.
public struct SwiftUIPreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var name = "nil"
        var traits: [String] = []
        var body = node.trailingClosure
        for (index, argument) in node.arguments.enumerated() {
            let expression = argument.expression.trimmedDescription
            switch argument.label?.text {
            case "traits": traits.append(expression)
            case "body": body = argument.expression.as(ClosureExprSyntax.self)
            case nil where index == 0 && traits.isEmpty: name = expression
            case nil where !traits.isEmpty: traits.append(expression)
            default: throw SwiftUIPreviewMacroError("#Preview takes a name, traits: and a body; \(argument.trimmedDescription) is not one of them")
            }
        }
        guard let body else { throw SwiftUIPreviewMacroError("#Preview needs a body: the view to preview, in braces") }

        var declarations: [DeclSyntax] = []
        var builder = body.statements.trimmedDescription
        let (state, rest) = previewableVariables(of: body)
        if !state.isEmpty {
            let host = context.makeUniqueName("PreviewHost")
            declarations.append(
                """
                struct \(host): SwiftUI.View {
                \(raw: state.joined(separator: "\n"))
                var body: some SwiftUI.View {
                \(raw: rest)
                }
                }
                """)
            builder = "\(host.text)()"
        }

        let accessor = context.makeUniqueName("previewAccessor")
        var place = "fileID: #fileID, filePath: #filePath, line: #line, column: #column"
        var symbol = "bento_swiftui_preview_" + accessor.text
        if let id = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
            let path = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        {
            place = "fileID: \(id.file), filePath: \(path.file), line: \(id.line), column: \(id.column)"
            let here = "\(id.file)_\(id.line)_\(id.column)"
            symbol = "bento_swiftui_preview_" + String(here.unicodeScalars.map { $0.properties.isAlphabetic && $0.isASCII || ("0"..."9").contains($0) ? Character($0) : "_" })
        }
        let record = context.makeUniqueName("previewRecord")
        declarations += [
            """
            @_cdecl("\(raw: symbol)")
            func \(accessor)(_ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt) -> Bool {
                SwiftUI.__writePreview(\(raw: name), traits: [\(raw: traits.joined(separator: ", "))], \(raw: place), into: outValue, ifAsked: type) {
                    \(raw: builder)
                }
            }
            """,
            """
            @section("swift5_tests") @used
            let \(record): SwiftUI.__PreviewRecord = (0x626E_7471, 0, \(accessor), 0, 0)
            """,
        ]
        return declarations
    }

    /// The body's `@Previewable` variables, without the attribute, and the body's other statements.
    static func previewableVariables(of body: ClosureExprSyntax) -> (state: [String], rest: String) {
        var state: [String] = []
        var rest: [String] = []
        for statement in body.statements {
            guard var variable = statement.item.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" })
            else {
                rest.append(statement.trimmedDescription)
                continue
            }
            variable.attributes = variable.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable" }
            state.append(variable.trimmedDescription)
        }
        return (state, rest.joined(separator: "\n"))
    }
}

/// `@Previewable`: marks a variable of a `#Preview` body as the preview's state; `#Preview` moves
/// it, so the attribute itself adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// What is wrong with a `#Preview`'s arguments, shown at the macro.
struct SwiftUIPreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
