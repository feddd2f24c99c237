import ComponentCatalogue
import Foundation
import Components
import DesignTokens
import GalleryEngine
import SafeText

/// What a developer builds a state from, measured from its laid-out tree in one variant: the
/// picture with switchable redlines (`Redlines`), every element's frame, the tokens each part reads
/// (by name and value), what assistive technologies are told with each text's contrast, the
/// arguments, and where the preview is declared.
struct StateSpecs {
    var entry: CatalogueEntry
    /// The state's picture in the variant measured.
    var image: GalleryImage
    /// The picture's address from the page.
    var picture: String
    /// The state's anchor on the page, which ids derive from.
    var anchor: String
    /// The gallery executable's name, for the preview's command.
    var commandName: String

    /// The most elements listed: a screen's tree is long.
    static let rowLimit = 120

    var variant: CatalogueVariant { image.catalogueVariant }

    func html() throws -> String {
        let escape = Markup.html
        // The tree that drew the picture, handed over by the render.
        let nodes = try image.nodes ?? entry.rendering(variant).layOut().nodes
        let paths = LaidOutComponent.paths(of: nodes)
        let width = Double(image.width) / image.scale, height = Double(image.height) / image.scale
        let redlines = Redlines(nodes: nodes, width: width, height: height)
        let overlay = "\(anchor)-redlines"
        var html = "<div class=\"specs\"><h3>Specs at \(escape(variant.name))</h3>\n"
        html += "<p><label><input type=\"checkbox\" class=\"redline-switch\" aria-controls=\"\(overlay)\"> Show redlines (sizes, padding and spacing in points)</label></p>\n"
        // A small picture is shown twice its size, so its measurements have room.
        let zoom = image.pointWidth <= 480 && image.pointHeight <= 240 ? 2 : 1
        html += "<div class=\"redline-view zoom\(zoom)\"><img src=\"\(escape(picture))\" alt=\"\(escape(entry.component)), \(escape(entry.state)), measured\" width=\"\(image.pointWidth * zoom)\" height=\"\(image.pointHeight * zoom)\">"
        html += redlines.svg(id: overlay) + "</div>\n"

        html += "<h3>Elements</h3><div class=\"table-scroll\"><table><thead><tr><th scope=\"col\">Element</th><th scope=\"col\">x</th><th scope=\"col\">y</th><th scope=\"col\">Width</th><th scope=\"col\">Height</th></tr></thead><tbody>\n"
        for (index, node) in nodes.enumerated().prefix(Self.rowLimit) {
            let f = node.frame
            html += "<tr data-element=\"\(escape(paths[index]))\"><td><code>\(escape(paths[index]))</code></td><td>\(Audit.format(f.x))</td><td>\(Audit.format(f.y))</td><td>\(Audit.format(f.width))</td><td>\(Audit.format(f.height))</td></tr>\n"
        }
        html += "</tbody></table></div>\n"
        if nodes.count > Self.rowLimit { html += "<p class=\"meta\">The first \(Self.rowLimit) of \(nodes.count) elements.</p>\n" }

        html += tokens(nodes, paths: paths)
        html += accessibility(nodes, paths: paths)
        html += arguments()
        let address = "entry=" + (entry.identifier.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? entry.identifier)
        html += "<h3>Declared at</h3><p><code>\(escape(entry.location.fileID)):\(entry.location.line)</code></p>\n"
        html += "<h3>Live preview</h3><p><code>swift run \(escape(commandName)) serve</code> prints the preview's address; with <code>&amp;\(escape(address))</code> added it opens this state, with every argument and variant to change. \(TokenSections.copyable("&" + address, label: "the preview address of \(entry.identifier)"))</p>\n"
        return html + "</div>\n"
    }

    /// Each design value the state reads once: the property, the token (or where it was typed),
    /// the value, and the first element reading it.
    func tokens(_ nodes: [LaidOutComponent], paths: [String]) -> String {
        let escape = Markup.html
        var seen = Set<String>()
        var rows = ""
        for (index, node) in nodes.enumerated() {
            for use in node.designUses {
                // The team's token first, Bento's role after it, as the design findings name it.
                let token = use.token.map { $0.path == $0.role ? $0.role : "\($0.path) (\($0.role))" } ?? Self.source(of: use, in: variant.traits.theme)
                guard seen.insert("\(use.property)|\(token)|\(use.value)").inserted else { continue }
                // Only a colour's value is a colour: a radius of 999 is no grey.
                let color = use.value.hasPrefix("#") ? try? Color(hex: use.value) : nil
                let swatch = color.map { "<span class=\"swatch\" style=\"background:\(CanvasColor.css($0))\"></span>" } ?? ""
                let value = color.map(CanvasColor.hex) ?? use.value
                rows += "<tr><td>\(escape(use.property))</td><td><code>\(escape(token))</code></td><td>\(swatch)<code>\(escape(value))</code></td><td><code>\(escape(paths[index]))</code></td></tr>\n"
            }
        }
        guard !rows.isEmpty else { return "" }
        return "<h3>Tokens</h3><div class=\"table-scroll\"><table><thead><tr><th scope=\"col\">Property</th><th scope=\"col\">Token</th><th scope=\"col\">Value</th><th scope=\"col\">First read by</th></tr></thead><tbody>\n\(rows)</tbody></table></div>\n"
    }

    /// Where a value that is no token's came from, as `gallery tokens` and the audit judge it: a
    /// length on the theme's scale names the steps it equals (`spacing.medium`), one off it says
    /// so; a value typed in code names its line or argument.
    static func source(of use: DesignUse, in theme: Theme) -> String {
        let place = DesignAudit.handTyped(use.origin)
        let lengths = use.lengths
        guard !lengths.isEmpty else { return place.map { "typed at \($0)" } ?? "typed by hand" }
        let scale = DesignAudit.scale(for: use.designProperty, in: theme)
        var steps: [String] = []
        for length in lengths where length != 0 {
            guard let step = scale.first(where: { $0.value == length }) else {
                return "off the \(use.designProperty == .radius ? "radius" : "spacing") scale" + (place.map { ", typed at \($0)" } ?? "")
            }
            // The team's token first, as the colours' are (`gap.m (spacing.medium)`).
            let named = theme.provenance?.named(step.role) ?? step.role
            if !steps.contains(named) { steps.append(named) }
        }
        return (steps.isEmpty ? "none" : steps.joined(separator: ", ")) + (place.map { " (set at \($0))" } ?? "")
    }

    /// Each element assistive technologies see, with each text's contrast where its colours are tokens.
    func accessibility(_ nodes: [LaidOutComponent], paths: [String]) -> String {
        let escape = Markup.html
        let hidden = AccessibilityTree.hiddenFlags(of: nodes)
        let pairs = TokenContrast.pairs(in: nodes, canvas: variant.traits.theme.colors.background)
        var rows = ""
        for (index, node) in nodes.enumerated() where !hidden[index] {
            let info = node.accessibility
            guard info.role != nil || info.label != nil || info.value != nil else { continue }
            var contrast = ""
            if let pair = pairs[index], let ratio = pair.ratio {
                contrast = "\(String(format: "%.2f", ratio)):1 " + ContrastGrade(ratio: ratio, isLargeText: pair.isLargeText).words
            }
            let traits = (info.traits.map(\.rawValue) + (info.isInteractive ? ["interactive"] : [])).joined(separator: ", ")
            rows += "<tr><td>\(escape(info.role ?? "element"))</td><td>\(escape(info.label ?? ""))</td><td>\(escape(info.value ?? ""))</td><td>\(escape(traits))</td><td>\(escape(contrast))</td></tr>\n"
        }
        guard !rows.isEmpty else { return "" }
        return "<h3>Accessibility</h3><div class=\"table-scroll\"><table><thead><tr><th scope=\"col\">Role</th><th scope=\"col\">Label</th><th scope=\"col\">Value</th><th scope=\"col\">Traits</th><th scope=\"col\">Text contrast</th></tr></thead><tbody>\n\(rows)</tbody></table></div>\n"
    }

    /// The arguments table: name, kind, default, and the values it takes.
    func arguments() -> String {
        let escape = Markup.html
        guard !entry.arguments.isEmpty else { return "" }
        var html = "<h3>Arguments</h3><div class=\"table-scroll\"><table><thead><tr><th scope=\"col\">Name</th><th scope=\"col\">Kind</th><th scope=\"col\">Default</th><th scope=\"col\">Takes</th></tr></thead><tbody>\n"
        for argument in entry.arguments {
            let (kind, takes) = Self.describe(argument.control)
            html += "<tr><td><code>\(escape(argument.name))</code></td><td>\(escape(kind))</td><td><code>\(escape(argument.defaultText))</code></td><td>\(escape(takes))</td></tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }

    static func describe(_ control: ArgumentControl) -> (kind: String, takes: String) {
        switch control {
        case .text(let maximumLength): ("text", "up to \(maximumLength) characters")
        case .number(let range, let step, let integer):
            (integer ? "whole number" : "number", "\(Audit.format(range.lowerBound)) to \(Audit.format(range.upperBound)), in steps of \(Audit.format(step))")
        case .flag: ("flag", "on or off")
        case .choice(let cases): ("choice", cases.joined(separator: ", "))
        case .color(let roles): ("colour", "a role (\(roles.prefix(6).joined(separator: ", "))\(roles.count > 6 ? " …" : "")) or #RRGGBB")
        case .optional(let wrapped):
            { let inner = describe(wrapped); return ("optional " + inner.kind, "none, or " + inner.takes) }()
        }
    }
}
