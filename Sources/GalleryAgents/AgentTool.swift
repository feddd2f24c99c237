import MCP

/// The tools `gallery mcp` offers, each with what it does and the arguments it takes (a JSON
/// Schema an agent reads; `ToolArguments` holds every call to it).
enum AgentTool: String, CaseIterable, Sendable {
    case listComponents = "list_components"
    case getComponent = "get_component"
    case render
    case verify
    case explainChange = "explain_change"
    case audit
    case accept
    case reject

    /// What the tool does, for the agent.
    var summary: String {
        switch self {
        case .listComponents:
            "List the catalogue's components: name, doc, each entry (Component/state) and its variant names. filter is a glob over Component/state."
        case .getComponent:
            "One component from the component manifest: doc, arguments (with controls and defaults), each entry's file and line, variants, the tokens it reads, its design node and the code that makes it."
        case .render:
            "Render one entry (Component/state) to a PNG, in one of its variants or with traits and argument values of your own; returns the picture, its laid-out tree (bento.picture-tree/1: every node's frame, text, accessibility and the token each value came from) and its accessibility record."
        case .verify:
            "Verify the catalogue (or the entries a glob selects) against its reference pictures. Returns counts and, for each variant that did not match: the layout change in words, accessibility changes, token changes, pixel share and ΔE, and the paths of the reference, actual and diff pictures."
        case .explainChange:
            "Explain why one variant (Component-state@variant) no longer matches its reference: the failure's facts, the causes found (token changes, frames that moved, render keys) and which other variants each cause reaches."
        case .audit:
            "Audit the catalogue (or the entries a glob selects): contrast, truncated text, tap targets, missing labels and values off the design, each finding with its rule identifier, entry and element."
        case .accept:
            "Accept failed variants of the last verify run: their actual pictures become the references, recorded in the review journal. Only when the server was started with --allow-accept."
        case .reject:
            "Reject failed variants of the last verify run in the review journal (the references stay). Only when the server was started with --allow-accept."
        }
    }

    /// Whether the tool only reads (the references and artifacts are left as they are, but for
    /// `verify`'s artifacts).
    var readOnly: Bool { self != .accept && self != .reject }

    /// The JSON Schema of the tool's arguments.
    var inputSchema: Value {
        func string(_ description: String, maxLength: Int = ToolArguments.nameLimit) -> Value {
            .object(["type": "string", "description": .string(description), "maxLength": .int(maxLength)])
        }
        let filter = string("A glob over Component/state, e.g. 'Button/*' or '*row3*'.")
        let names: Value = .object([
            "type": "array", "maxItems": .int(ToolArguments.listLimit),
            "description": "Variants of the last verify run, as suite/name or name (Component-state@variant).",
            "items": string("suite/name or Component-state@variant"),
        ])
        let properties: [String: Value]
        var required: [String] = []
        switch self {
        case .listComponents, .verify, .audit:
            properties = ["filter": filter]
        case .getComponent:
            properties = ["name": string("The component's name, as list_components gives it.")]
            required = ["name"]
        case .render:
            properties = [
                "entry": string("The entry, Component/state."),
                "variant": string("One of the entry's variants by name (light-2x); its first when not given."),
                "theme": string("A theme of the catalogue by name, in place of the variant's."),
                "scale": .object(["type": "integer", "enum": [1, 2, 3], "description": "Pixels per point."]),
                "width": .object([
                    "type": "number", "minimum": .double(1), "maximum": .double(ToolArguments.widthLimit),
                    "description": "A width in points, with the height that fits.",
                ]),
                "contentSize": string("A content size category: extraSmall … accessibilityExtraExtraExtraLarge."),
                "direction": .object(["type": "string", "enum": ["leftToRight", "rightToLeft"]]),
                "locale": string("A language of the catalogue's String Catalog (de, ar, pt-BR).", maxLength: 35),
                "arguments": .object([
                    "type": "object", "maxProperties": .int(ToolArguments.listLimit),
                    "description": "Argument values by name, as text (the component's arguments, see get_component).",
                    "additionalProperties": string("The value's text form.", maxLength: ToolArguments.valueLimit),
                ]),
            ]
            required = ["entry"]
        case .explainChange:
            properties = ["name": string("The variant, Component-state@variant (or suite/name), as verify names it.")]
            required = ["name"]
        case .accept, .reject:
            properties = ["names": names]
            required = ["names"]
        }
        return .object([
            "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }), "additionalProperties": false,
        ])
    }

    /// The tool as `tools/list` describes it.
    var tool: Tool {
        Tool(
            name: rawValue, description: summary, inputSchema: inputSchema,
            annotations: .init(readOnlyHint: readOnly, destructiveHint: !readOnly, idempotentHint: readOnly, openWorldHint: false))
    }
}
