import Components
import Foundation
import Layout
import SafeText

/// What a screen reader walks in a rendered component, kept beside its reference image
/// (`<name>.a11y.txt`) and verified with it: a change of label, value, role, traits, actions,
/// order, frame or hiddenness fails the verify even when no pixel changed, and says how
/// (`Button "Add": label "Add" → "Add item"; trait button lost`).
///
/// Every element with a role, label, value, identifier, trait or action is kept, in reading
/// order (the tree's drawing order, as `AccessibilityTree` walks it), hidden ones included and
/// marked, so hiding one by mistake shows too. One line per element, tab-separated: its place in
/// the laid-out tree, then `role`, `label`, `value`, `id`, `hint`, `traits`, `actions`, `flags`
/// (`interactive`, `hidden`) and `frame`, each field `name=value` so a diff reads on its own.
public struct AccessibilityRecord: Hashable, Sendable {
    /// One element as assistive technologies see it.
    public struct Element: Hashable, Sendable {
        /// Its place in the laid-out tree (`Stack/Button[1]`): what identifies it between versions.
        public var path: String
        /// `button`, `staticText`, `image` …; `nil` for a plain element.
        public var role: String?
        /// What a screen reader says first.
        public var label: String?
        /// Its value (`4 out of 5`, a field's text).
        public var value: String?
        /// The identifier tests find it by.
        public var identifier: String?
        /// What using it does, read after a pause.
        public var hint: String? = nil
        /// Its traits' names (`button`, `header`, `selected` …).
        public var traits: [String]
        /// Its custom actions' names, in order.
        public var actions: [String]
        /// Whether it can be used (tapped, typed into).
        public var isInteractive: Bool
        /// Hidden from assistive technologies (`accessibilityHidden()`, or inside a hidden element).
        public var isHidden: Bool
        /// Its frame, in points.
        public var frame: Frame
    }

    /// The elements, in reading order.
    public var elements: [Element]

    /// The record of a laid-out tree.
    public init(_ nodes: [LaidOutComponent]) {
        let paths = LaidOutComponent.paths(of: nodes)
        let hidden = AccessibilityTree.hiddenFlags(of: nodes)
        elements = nodes.indices.compactMap { index in
            let info = nodes[index].accessibility
            guard info.role != nil || info.label != nil || info.value != nil || info.identifier != nil || !info.traits.isEmpty
                || !info.customActions.isEmpty || info.hint != nil
            else { return nil }
            var element = Element(
                path: paths[index], role: info.role, label: info.label, value: info.value, identifier: info.identifier,
                traits: info.traits.map(\.rawValue), actions: info.customActions, isInteractive: info.isInteractive, isHidden: hidden[index],
                frame: nodes[index].frame)
            element.hint = info.hint
            return element
        }
    }

    /// A record of elements.
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// The file's text: one line per element, fields `name=value`, tab-separated, text escaped
    /// so a line stays one line.
    public var text: String {
        elements.map { element in
            var fields = [Quoted.field(element.path, limit: 2_000)]
            if let role = element.role { fields.append("role=" + Quoted.field(role)) }
            if let label = element.label { fields.append("label=" + Quoted.field(label, limit: 2_000)) }
            if let value = element.value { fields.append("value=" + Quoted.field(value, limit: 2_000)) }
            if let identifier = element.identifier { fields.append("id=" + Quoted.field(identifier)) }
            if let hint = element.hint { fields.append("hint=" + Quoted.field(hint, limit: 2_000)) }
            if !element.traits.isEmpty { fields.append("traits=" + element.traits.map { Quoted.field($0) }.joined(separator: " ")) }
            if !element.actions.isEmpty { fields.append("actions=" + element.actions.map { Quoted.field($0).replacingOccurrences(of: ",", with: "\\u{2C}") }.joined(separator: ",")) }
            let flags = (element.isInteractive ? ["interactive"] : []) + (element.isHidden ? ["hidden"] : [])
            if !flags.isEmpty { fields.append("flags=" + flags.joined(separator: " ")) }
            let f = element.frame
            fields.append("frame=" + [f.x, f.y, f.width, f.height].map(LayoutRecord.format).joined(separator: " "))
            return fields.joined(separator: "\t")
        }.joined(separator: "\n") + "\n"
    }

    /// Parses a record's text; a line without a path and a frame is skipped.
    public init(text: String) {
        elements = text.fileLines().compactMap { line in
            let fields = line.fields(separatedBy: 0x09).map(String.init)
            guard let path = fields.first, !path.isEmpty else { return nil }
            var element = Element(
                path: path, role: nil, label: nil, value: nil, identifier: nil, traits: [], actions: [], isInteractive: false, isHidden: false,
                frame: Frame(x: 0, y: 0, width: 0, height: 0))
            var hasFrame = false
            for field in fields.dropFirst() {
                guard let equals = field.firstIndex(of: "=") else { return nil }
                let name = field[..<equals], value = String(field[field.index(after: equals)...])
                switch name {
                case "role": element.role = value
                case "label": element.label = value
                case "value": element.value = value
                case "id": element.identifier = value
                case "hint": element.hint = value
                case "traits": element.traits = value.split(separator: " ").map(String.init)
                case "actions": element.actions = value.split(separator: ",").map(String.init)
                case "flags":
                    let flags = Set(value.split(separator: " "))
                    element.isInteractive = flags.contains("interactive")
                    element.isHidden = flags.contains("hidden")
                case "frame":
                    let numbers = value.split(separator: " ").compactMap { Double($0) }
                    guard numbers.count == 4 else { return nil }
                    element.frame = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                    hasFrame = true
                default: return nil
                }
            }
            return hasFrame ? element : nil
        }
    }

    /// How this record differs from `old`, one readable line per element that changed
    /// (`Button "Add": label "Add" → "Add item"; trait button lost`), then elements new and
    /// gone, then a change of reading order. Elements are matched by their place in the tree.
    public func changes(since old: AccessibilityRecord) -> [String] {
        let before = Dictionary(old.elements.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let now = Set(elements.map(\.path))
        var lines: [String] = []
        for element in elements {
            guard let previous = before[element.path] else {
                lines.append("\(Self.name(element)): new")
                continue
            }
            var parts: [String] = []
            for (title, a, b) in [("role", previous.role, element.role), ("label", previous.label, element.label),
                                  ("value", previous.value, element.value), ("id", previous.identifier, element.identifier),
                                  ("hint", previous.hint, element.hint)]
            where a != b {
                parts.append("\(title) \(Self.quoted(a)) → \(Self.quoted(b))")
            }
            for trait in previous.traits where !element.traits.contains(trait) { parts.append("trait \(Quoted.field(trait, limit: 40)) lost") }
            for trait in element.traits where !previous.traits.contains(trait) { parts.append("trait \(Quoted.field(trait, limit: 40)) gained") }
            for action in previous.actions where !element.actions.contains(action) { parts.append("action \(Self.quoted(action)) lost") }
            for action in element.actions where !previous.actions.contains(action) { parts.append("action \(Self.quoted(action)) gained") }
            if previous.isInteractive != element.isInteractive { parts.append(element.isInteractive ? "now interactive" : "no longer interactive") }
            if previous.isHidden != element.isHidden { parts.append(element.isHidden ? "now hidden" : "no longer hidden") }
            let a = previous.frame, b = element.frame
            if [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].contains(where: { abs($0) > 1e-6 }) {
                parts.append("frame (\([a.x, a.y, a.width, a.height].map(LayoutRecord.format).joined(separator: ", "))) → (\([b.x, b.y, b.width, b.height].map(LayoutRecord.format).joined(separator: ", ")))")
            }
            if !parts.isEmpty { lines.append("\(Self.name(previous)): \(Self.bounded(parts).joined(separator: "; "))") }
        }
        for element in old.elements where !now.contains(element.path) { lines.append("\(Self.name(element)): gone") }
        // A record may repeat a path (a line appended twice, both sides of a merge kept): the
        // orders compare each path at its first place, so neither is walked with the other's indices.
        let kept = Set(before.keys).intersection(now)
        let oldOrder = Self.firstPlaces(old.elements.map(\.path).filter(kept.contains))
        let newOrder = Self.firstPlaces(elements.map(\.path).filter(kept.contains))
        if let (was, now) = zip(oldOrder, newOrder).first(where: { $0 != $1 }),
            let moved = elements.first(where: { $0.path == now }), let passed = before[was]
        {
            lines.append("reading order: \(Self.name(moved)) now comes before \(Self.name(passed))")
        }
        return Self.bounded(lines)
    }

    /// The most changes listed, of a record or of one element: a record is anyone's data, and
    /// 100,000 traits must not print a line of megabytes.
    static let listedChanges = 50

    /// The first `listedChanges` of a list, and how many more there were.
    static func bounded(_ lines: [String]) -> [String] {
        guard lines.count > listedChanges else { return lines }
        return Array(lines.prefix(listedChanges)) + ["… and \(lines.count - listedChanges) more"]
    }

    /// Each path once, at its first place.
    static func firstPlaces(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// `Button "Add"`: the element's type (the last part of its path) and label.
    static func name(_ element: Element) -> String {
        let type = Quoted.field(element.path.split(separator: "/").last.map { String($0.prefix { $0 != "[" }) } ?? element.path, limit: 60)
        return element.label.map { "\(type) \"\(Quoted.field($0, limit: 40))\"" } ?? type
    }

    static func quoted(_ text: String?) -> String {
        text.map { "\"\(Quoted.field($0, limit: 80))\"" } ?? "none"
    }

}
