import BenchHarness
import Components
import Foundation
import Layout
import Rasterizer

/// D1-D3 from WORKLOADS.md: the changeset between generated lists, timed on the diff call only.
enum DiffWorkloads {
    struct Element: Equatable { var id: Int; var v: Int }

    /// The WORKLOADS generator: the same LCG, output `state >> 33`.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func below(_ m: Int) -> Int { Int(next() % UInt64(m)) }
        mutating func shuffle<T>(_ a: inout [T]) {
            guard a.count > 1 else { return }
            for i in stride(from: a.count - 1, through: 1, by: -1) { a.swapAt(i, below(i + 1)) }
        }
    }

    static func editMix(_ old: [Element], nextId: inout Int, generator: inout Generator) -> [Element] {
        let n = old.count, d = n / 10, u = n / 10, m = n / 100, ins = n / 10
        var perm = Array(0..<n)
        generator.shuffle(&perm)
        var deleted = Set(perm[0..<d]), updated = Set(perm[d..<(d + u)])
        let moved = Array(perm[(d + u)..<(d + u + m)])
        let movedSet = Set(moved)
        _ = deleted.remove(-1); _ = updated.remove(-1)
        var survivors: [Element] = []
        for (index, element) in old.enumerated() where !deleted.contains(index) && !movedSet.contains(index) {
            survivors.append(updated.contains(index) ? Element(id: element.id, v: element.v + 1) : element)
        }
        var floaters = moved.map { old[$0] }
        for _ in 0..<ins {
            floaters.append(Element(id: nextId, v: 0))
            nextId += 1
        }
        var slots = [[Element]](repeating: [], count: survivors.count + 1)
        for floater in floaters { slots[generator.below(survivors.count + 1)].append(floater) }
        var result: [Element] = []
        result.reserveCapacity(survivors.count + floaters.count)
        for s in 0...survivors.count {
            result += slots[s]
            if s < survivors.count { result.append(survivors[s]) }
        }
        return result
    }

    static func fingerprint(_ elements: [Element]) -> String {
        var hash: UInt64 = 14695981039346656037
        for element in elements {
            for value in [element.id, element.v] {
                hash ^= UInt64(bitPattern: Int64(value))
                hash = hash &* 1099511628211
            }
        }
        return String(format: "%016llx", hash)
    }

    static func workloads() -> [Workload] {
        var result: [Workload] = []
        for (name, n) in [("D1-10k", 10_000), ("D1-100k", 100_000)] {
            var generator = Generator(state: 42)
            let old = (0..<n).map { Element(id: $0, v: 0) }
            var nextId = n
            let new = editMix(old, nextId: &nextId, generator: &generator)
            result.append(listWorkload(name, old, new))
        }
        for (name, n) in [("D2-10k", 10_000), ("D2-100k", 100_000)] {
            var generator = Generator(state: 42)
            let old = (0..<n).map { Element(id: $0, v: 0) }
            var new = old
            generator.shuffle(&new)
            result.append(listWorkload(name, old, new))
        }
        for (name, rows) in [("D3-100x100", 100), ("D3-100x1000", 1000)] {
            var generator = Generator(state: 42)
            var nextId = 100 * rows
            var oldBox = Box<Int, Int>.empty, newBox = Box<Int, Int>.empty
            var flattened: [Element] = []
            for k in 0..<100 {
                let old = (k * rows..<(k + 1) * rows).map { Element(id: $0, v: 0) }
                let new = editMix(old, nextId: &nextId, generator: &generator)
                flattened += new
                oldBox.sections.append(Section(id: k, items: old.map { Node(id: $0.id, component: Version(v: $0.v)) }))
                newBox.sections.append(Section(id: k, items: new.map { Node(id: $0.id, component: Version(v: $0.v)) }))
            }
            let data = fingerprint(flattened)
            result.append(Workload(
                name: name,
                run: { try BoxChangeset(old: oldBox, new: newBox) },
                check: { changes in
                    let rows = changes.rows.values
                    let summary = "sections \(changes.sections.inserts.count)/\(changes.sections.removals.count)/\(changes.sections.moves.count); "
                        + "rows +\(rows.map(\.inserts.count).reduce(0, +)) -\(rows.map(\.removals.count).reduce(0, +)) "
                        + "~\(rows.map(\.moves.count).reduce(0, +)) *\(rows.map(\.mutations.count).reduce(0, +)); data \(data)"
                    return (summary, [:])
                }))
        }
        return result
    }

    static func listWorkload(_ name: String, _ old: [Element], _ new: [Element]) -> Workload {
        let data = fingerprint(new)
        return Workload(
            name: name,
            run: { Changeset(old: old, new: new, identity: { $0.id }, isEqual: { $0 == $1 }) },
            check: { changes in
                ("+\(changes.inserts.count) -\(changes.removals.count) ~\(changes.moves.count) *\(changes.mutations.count); data \(data)", [:])
            })
    }

    /// A row's content: an `Equatable` component, so unchanged rows compare equal.
    struct Version: Renderable, Equatable {
        var v: Int
        func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size { Size(width: 0, height: 0) }
        func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {}
    }
}
