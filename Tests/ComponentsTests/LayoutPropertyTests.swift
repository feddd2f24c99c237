import DesignTokens
import Layout
import Rasterizer
import TestSupport
import Testing

@testable import Components

/// Metamorphic properties of layout over random component trees: what must not change when the
/// tree changes harmlessly. Each property runs over fixed seeds; a failure is shrunk to a smallest
/// tree and printed as one, to be kept in `LayoutRegressionTests`.
@Suite struct LayoutPropertyTests {
    static let seeds: ClosedRange<UInt64> = 1...500

    @Test func aNeutralWrapperChangesNoFrame() throws {
        try LayoutProperty.check(name: "padding(0) and a clear background change no frame") { tree, width, random in
            let path = random.pick(tree.paths)
            let wrapped = tree.replacing(at: path) { .neutral($0) }
            let before = try tree.frames(width: width), after = try wrapped.frames(width: width)
            return before == after ? nil : "frames \(before) became \(after) after wrapping \(path)"
        }
    }

    @Test func aFixedWidthHoldsWhenItsParentHasRoom() throws {
        try LayoutProperty.check(name: "a fixed width holds") { tree, width, _ in
            let frames = try tree.frames(width: width)
            for check in tree.fixedWidthChecks(frames: frames) where abs(check.actual - check.expected) > 1e-9 {
                return "the view at \(check.path) is \(check.actual) wide, not \(check.expected), in \(frames)"
            }
            return nil
        }
    }

    @Test func paddingAroundAFixedSizeViewAddsItsLengthOnEachSide() throws {
        try LayoutProperty.check(name: "padding(p) adds p a side") { tree, width, random in
            let candidates = tree.paths.filter { tree.node(at: $0).isFixedLeaf }
            guard !candidates.isEmpty else { return nil }
            let path = random.pick(candidates), padding = Double(random.int(in: 1...8))
            let padded = tree.replacing(at: path) { .padding(padding, $0) }
            let frames = try padded.frames(width: width)
            guard let check = padded.fixedWidthChecks(frames: frames).first(where: { $0.path == path }) else { return nil }
            if check.actual != check.expected { return "the padded view at \(path) is \(check.actual) wide, not \(check.expected)" }
            guard let parentPath = path.dropLastIfAny, case .stack(let parent) = padded.node(at: parentPath),
                  parent.axis == .horizontal else { return nil }
            let view = frames[padded.frameIndex(of: path)], position = path.last!, spacing = Double(parent.spacing)
            // A neighbour that is padded itself has its own space before its frame.
            let isBare = { (index: Int) in if case .padding = parent.children[index] { false } else { true } }
            if position + 1 < parent.children.count, isBare(position + 1) {
                let next = frames[padded.frameIndex(of: parentPath + [position + 1])]
                if next.x - view.maxX != padding + spacing {
                    return "the view at \(path) padded by \(padding) is \(next.x - view.maxX) before its next sibling, not \(padding + spacing): \(frames)"
                }
            }
            if position > 0, isBare(position - 1) {
                let previous = frames[padded.frameIndex(of: parentPath + [position - 1])]
                if view.x - previous.maxX != padding + spacing {
                    return "the view at \(path) padded by \(padding) is \(view.x - previous.maxX) after its previous sibling, not \(padding + spacing): \(frames)"
                }
            }
            return nil
        }
    }

    @Test func rightToLeftMirrorsEveryFrame() throws {
        try LayoutProperty.check(name: "right to left mirrors every frame") { tree, width, _ in
            let ltr = try tree.frames(width: width)
            let rtl = try tree.frames(width: width, direction: .rightToLeft)
            let mirrored = ltr.map { Frame(x: Double(width) - $0.maxX, y: $0.y, width: $0.width, height: $0.height) }
            return mirrored == rtl ? nil : "mirrored \(mirrored), right to left \(rtl)"
        }
    }

    @Test func twiceTheScaleKeepsEveryFrameWithinAPixel() throws {
        try LayoutProperty.check(name: "2x scale doubles every frame's pixels") { tree, width, _ in
            let single = try tree.frames(width: width, scale: 1)
            let double = try tree.frames(width: width, scale: 2)
            for (one, two) in zip(single, double) {
                // In 1x pixels, the 2x frame halved is within one pixel of the 1x frame.
                let apart = [one.x - two.x, one.y - two.y, one.width - two.width, one.height - two.height].map(abs).max()!
                if apart > 1 { return "at 1x \(one), at 2x \(two)" }
            }
            return nil
        }
    }

    @Test func swappingTwoFixedSiblingsSwapsTheirFrames() throws {
        try LayoutProperty.check(name: "swapping two fixed-size siblings swaps their sizes") { tree, width, random in
            let stacks = tree.paths.compactMap { path -> (TreePath, StackSpec)? in
                guard case .stack(let stack) = tree.node(at: path) else { return nil }
                return (path, stack)
            }
            let pairs = stacks.flatMap { path, stack in
                let fixed = stack.children.indices.filter { stack.children[$0].isFixedLeaf }
                return fixed.flatMap { i in fixed.filter { $0 > i }.map { (path, i, $0) } }
            }
            // Only siblings whose fixed widths must hold: with no room, who is cut is a tie.
            let before = try tree.frames(width: width)
            let holding = Set(tree.fixedWidthChecks(frames: before).map(\.path))
            let roomy = pairs.filter { path, i, j in holding.contains(path + [i]) && holding.contains(path + [j]) }
            guard !roomy.isEmpty else { return nil }
            let (path, i, j) = random.pick(roomy)
            let swapped = tree.replacing(at: path) { node in
                guard case .stack(var stack) = node else { return node }
                stack.children.swapAt(i, j)
                return .stack(stack)
            }
            let after = try swapped.frames(width: width)
            let first = before[tree.frameIndex(of: path + [i])], second = before[tree.frameIndex(of: path + [j])]
            let firstAfter = after[swapped.frameIndex(of: path + [j])], secondAfter = after[swapped.frameIndex(of: path + [i])]
            let sizes = { (frame: Frame) in [frame.width, frame.height] }
            if sizes(first) != sizes(firstAfter) || sizes(second) != sizes(secondAfter) {
                return "swapping \(path + [i]) and \(path + [j]): \(first), \(second) became \(firstAfter), \(secondAfter)"
            }
            return nil
        }
    }
}

/// Runs a property over the fixed seeds and shrinks the first failure.
enum LayoutProperty {
    typealias Property = (TreeSpec, Int, inout SeededGenerator) throws -> String?

    static func check(name: String, sourceLocation: SourceLocation = #_sourceLocation, _ property: Property) throws {
        for seed in LayoutPropertyTests.seeds {
            var random = SeededGenerator(seed: seed)
            let tree = TreeSpec.random(depth: 3, using: &random)
            let width = random.int(in: 40...420)
            let propertySeed = random.next()
            guard let failure = try run(property, tree: tree, width: width, seed: propertySeed) else { continue }
            let (smallest, message) = try shrink(tree, width: width, failure: failure, seed: propertySeed, property: property)
            Issue.record(
                "\(name) fails for seed \(seed) at width \(width); shrunk to \(smallest): \(message)",
                sourceLocation: sourceLocation)
            return
        }
    }

    static func run(_ property: Property, tree: TreeSpec, width: Int, seed: UInt64) throws -> String? {
        var random = SeededGenerator(seed: seed)
        return try property(tree, width, &random)
    }

    /// Greedy shrinking: take the first smaller tree that still fails, until none does.
    static func shrink(
        _ tree: TreeSpec, width: Int, failure: String, seed: UInt64, property: Property
    ) throws -> (TreeSpec, String) {
        var smallest = tree, message = failure
        var improved = true
        while improved {
            improved = false
            for candidate in smallest.shrinks() {
                if let failure = try run(property, tree: candidate, width: width, seed: seed) {
                    smallest = candidate
                    message = failure
                    improved = true
                    break
                }
            }
        }
        return (smallest, message)
    }
}

/// Where a node sits: the child index at each level from the root.
typealias TreePath = [Int]

extension TreePath {
    var dropLastIfAny: TreePath? { isEmpty ? nil : Array(dropLast()) }
}

struct StackSpec: Hashable {
    var axis: Axis
    var spacing: Int
    var alignment: StackAlignment
    var children: [TreeSpec]
}

/// A component tree as data: printable, comparable, and shrinkable.
indirect enum TreeSpec: Hashable, CustomStringConvertible {
    case label(words: Int)
    case image(width: Int, height: Int)
    case spacer(minLength: Int)
    case stack(StackSpec)
    case padding(Double, TreeSpec)
    /// `width` and `height` at 999, as users size icons.
    case fixed(width: Int, height: Int, TreeSpec)
    /// `padding(0)` and a clear background: modifiers that must change no frame.
    case neutral(TreeSpec)

    static func random(depth: Int, using random: inout SeededGenerator) -> TreeSpec {
        let roll = random.int(in: 0...9)
        if depth > 0 && roll < 4 {
            let axis: Axis = random.chance(0.5) ? .horizontal : .vertical
            let children = (0..<random.int(in: 1...4)).map { _ in TreeSpec.random(depth: depth - 1, using: &random) }
            let alignment = random.pick([StackAlignment.fill, .leading, .center, .trailing])
            return .stack(StackSpec(axis: axis, spacing: random.int(in: 0...3) * 4, alignment: alignment, children: children))
        }
        switch roll {
        case 4, 5: return .label(words: random.int(in: 1...8))
        case 6: return .spacer(minLength: random.int(in: 0...2) * 4)
        case 7: return .padding(Double(random.int(in: 0...3) * 4), .image(width: random.int(in: 4...40), height: random.int(in: 4...40)))
        default:
            let inner: TreeSpec = random.chance(0.5)
                ? .image(width: random.int(in: 4...40), height: random.int(in: 4...40)) : .label(words: random.int(in: 1...4))
            return .fixed(width: random.int(in: 2...16) * 4, height: random.int(in: 2...10) * 4, inner)
        }
    }

    var description: String {
        switch self {
        case .label(let words): "label(\(words))"
        case .image(let width, let height): "image(\(width)×\(height))"
        case .spacer(let minLength): "spacer(\(minLength))"
        case .stack(let stack):
            "\(stack.axis == .horizontal ? "h" : "v")stack(spacing \(stack.spacing), .\(stack.alignment))[\(stack.children.map(\.description).joined(separator: ", "))]"
        case .padding(let length, let content): "\(content).padding(\(length))"
        case .fixed(let width, let height, let content): "\(content).width(\(width)).height(\(height))"
        case .neutral(let content): "\(content).neutral"
        }
    }

    static let words = ["Pick", "up", "from", "a", "pharmacy", "near", "you", "today"]

    func build() throws -> AnyRenderable {
        switch self {
        case .label(let count): return AnyRenderable(UI.Label(text: Self.words.prefix(count).joined(separator: " ")).numberOfLines(0))
        case .image(let width, let height): return AnyRenderable(UI.Image(image: try Bitmap(width: width, height: height, fill: .black)).scaledToFit())
        case .spacer(let minLength): return AnyRenderable(UI.Spacer(minLength: Double(minLength)))
        case .stack(let stack):
            let children: [(any Renderable)?] = try stack.children.map { try $0.build() }
            return AnyRenderable(children.stack(axis: stack.axis, spacing: Double(stack.spacing), alignment: stack.alignment))
        case .padding(let length, let content): return AnyRenderable(try content.build().padding(length))
        case .fixed(let width, let height, let content): return AnyRenderable(try content.build().width(Double(width)).height(Double(height)))
        case .neutral(let content): return AnyRenderable(try content.build().padding(0).backgroundColor(nil))
        }
    }

    func frames(width: Int, scale: Double = 2, direction: LayoutDirection = .leftToRight) throws -> [Frame] {
        let environment = RenderEnvironment(
            traits: RenderTraits(theme: .light, scale: scale, layoutDirection: direction),
            diagnostics: RenderDiagnostics(echoesToStandardError: false))
        return try build().layoutFrames(width: Double(width), in: environment)
    }

    var children: [TreeSpec] {
        switch self {
        case .stack(let stack): stack.children
        case .padding(_, let content), .fixed(_, _, let content), .neutral(let content): [content]
        default: []
        }
    }

    /// How many frames the node adds: one for a stack and for each leaf, none for a modifier.
    var frameCount: Int {
        switch self {
        case .stack(let stack): 1 + stack.children.map(\.frameCount).reduce(0, +)
        case .padding(_, let content), .fixed(_, _, let content), .neutral(let content): content.frameCount
        default: 1
        }
    }

    /// Every node's path, the root first.
    var paths: [TreePath] {
        [[]] + children.enumerated().flatMap { index, child in child.paths.map { [index] + $0 } }
    }

    func node(at path: TreePath) -> TreeSpec {
        path.reduce(self) { node, index in node.children[index] }
    }

    /// The index in the laid-out frames of the first frame the node at a path adds.
    func frameIndex(of path: TreePath) -> Int {
        guard let first = path.first else { return 0 }
        let own = if case .stack = self { 1 } else { 0 }
        return own + children[..<first].map(\.frameCount).reduce(0, +) + children[first].frameIndex(of: Array(path.dropFirst()))
    }

    func replacing(at path: TreePath, with transform: (TreeSpec) -> TreeSpec) -> TreeSpec {
        guard let first = path.first else { return transform(self) }
        let replaced = children[first].replacing(at: Array(path.dropFirst()), with: transform)
        switch self {
        case .stack(var stack):
            stack.children[first] = replaced
            return .stack(stack)
        case .padding(let length, _): return .padding(length, replaced)
        case .fixed(let width, let height, _): return .fixed(width: width, height: height, replaced)
        case .neutral: return .neutral(replaced)
        default: return self
        }
    }

    /// The width of a fixed leaf, padded or not.
    var fixedLeafWidth: Int? {
        switch self {
        case .fixed(let width, _, let content) where content.children.isEmpty: width
        case .padding(_, let content): content.fixedLeafWidth
        default: nil
        }
    }

    var isFixedLeaf: Bool {
        if case .fixed(_, _, let content) = self, content.children.isEmpty { return true }
        return false
    }

    /// The least width the node needs: what is fixed or required in it.
    var leastWidth: Double {
        switch self {
        case .label, .image: 0
        case .spacer(let minLength): Double(minLength)
        case .stack(let stack) where stack.axis == .horizontal:
            stack.children.map(\.leastWidth).reduce(0, +) + Double(stack.spacing * max(0, stack.children.count - 1))
        case .stack(let stack): stack.children.map(\.leastWidth).max() ?? 0
        case .padding(let length, let content): content.leastWidth + 2 * length
        case .fixed(let width, _, let content): max(Double(width), content.leastWidth)
        case .neutral(let content): content.leastWidth
        }
    }

    /// Whether a stack along this axis can give the node extra room without breaking a 999.
    var isFlexibleLeaf: Bool {
        switch self {
        case .label, .image, .spacer: true
        case .padding(_, let content), .neutral(let content): content.isFlexibleLeaf
        default: false
        }
    }

    struct FixedWidthCheck {
        var path: TreePath
        var expected: Double
        var actual: Double
    }

    /// The fixed widths that must hold: each fixed leaf whose parent offers it room (a horizontal
    /// stack with a flexible child to take any extra and least widths that fit, or a vertical stack
    /// that does not stretch its children and is wide enough).
    func fixedWidthChecks(frames: [Frame]) -> [FixedWidthCheck] {
        paths.compactMap { path -> FixedWidthCheck? in
            guard let parentPath = path.dropLastIfAny, let width = node(at: path).fixedLeafWidth,
                  case .stack(let parent) = node(at: parentPath) else { return nil }
            let parentFrame = frames[frameIndex(of: parentPath)]
            let expected = Double(width)
            switch parent.axis {
            case .horizontal:
                let least = parent.children.map(\.leastWidth).reduce(0, +) + Double(parent.spacing * (parent.children.count - 1))
                guard least <= parentFrame.width, parent.children.contains(where: \.isFlexibleLeaf) else { return nil }
            case .vertical:
                guard parent.alignment != .fill, parentFrame.width >= node(at: path).leastWidth else { return nil }
            }
            return FixedWidthCheck(path: path, expected: expected, actual: frames[frameIndex(of: path)].width)
        }
    }

    /// Smaller trees: a child in place of its parent, a stack with a child fewer, smaller numbers.
    func shrinks() -> [TreeSpec] {
        var smaller = children
        switch self {
        case .label(let words) where words > 1: smaller.append(.label(words: words / 2))
        case .image(let width, let height) where width > 4 || height > 4: smaller.append(.image(width: max(4, width / 2), height: max(4, height / 2)))
        case .spacer(let minLength) where minLength > 0: smaller.append(.spacer(minLength: 0))
        case .stack(let stack):
            for index in stack.children.indices where stack.children.count > 1 {
                var fewer = stack
                fewer.children.remove(at: index)
                smaller.append(.stack(fewer))
            }
            if stack.spacing > 0 { smaller.append(.stack(StackSpec(axis: stack.axis, spacing: 0, alignment: stack.alignment, children: stack.children))) }
            if stack.alignment != .fill { smaller.append(.stack(StackSpec(axis: stack.axis, spacing: stack.spacing, alignment: .fill, children: stack.children))) }
        default: break
        }
        for (index, child) in children.enumerated() {
            smaller += child.shrinks().map { shrunk in replacing(at: [index]) { _ in shrunk } }
        }
        return smaller
    }
}
