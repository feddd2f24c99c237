/// A hash map from symbols to coefficients, made for the tableau's inner loops.
///
/// Open addressing with linear probing on the symbol id (a multiplicative hash, no per-process
/// seed), and backward-shift deletion, so there are no tombstones. Iteration order depends only on
/// the operations performed, which keeps solving deterministic; it is several times faster than
/// `Dictionary`, whose seeded SipHash dominated the solver's profile. Entries (id, kind, value)
/// live in one array: one allocation a map, and a probe reads one cache line.
struct SymbolMap {
    private struct Entry {
        var id: Int32
        var kind: Symbol.Kind
        var value: Double

        static let empty = Entry(id: -1, kind: .external, value: 0)
    }

    private var entries: [Entry]
    private(set) var count = 0
    private var mask: Int

    init() {
        entries = []
        mask = -1
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func slot(for id: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt32(bitPattern: id) &* 0x9E37_79B9) >> 7) & mask
    }

    subscript(symbol: Symbol) -> Double? {
        get {
            guard count > 0 else { return nil }
            return entries.withUnsafeBufferPointer { entries in
                var index = slot(for: symbol.id)
                while true {
                    let id = entries[index].id
                    if id == symbol.id { return entries[index].value }
                    if id < 0 { return nil }
                    index = (index + 1) & mask
                }
            }
        }
        set {
            if let newValue { set(symbol, newValue) } else { _ = remove(symbol) }
        }
    }

    /// Sets a value; returns whether the symbol was new.
    @discardableResult
    mutating func set(_ symbol: Symbol, _ value: Double) -> Bool {
        if (count + 1) * 4 > (mask + 1) * 3 { grow() }
        let mask = self.mask
        var index = slot(for: symbol.id)
        let inserted = entries.withUnsafeMutableBufferPointer { entries in
            while true {
                let id = entries[index].id
                if id == symbol.id {
                    entries[index].value = value
                    return false
                }
                if id < 0 {
                    entries[index] = Entry(id: symbol.id, kind: symbol.kind, value: value)
                    return true
                }
                index = (index + 1) & mask
            }
        }
        if inserted { count += 1 }
        return inserted
    }

    /// Removes a symbol; returns its value if it was present.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        guard count > 0 else { return nil }
        let mask = self.mask
        let start = slot(for: symbol.id)
        let removed: Double? = entries.withUnsafeMutableBufferPointer { entries in
            var index = start
            while true {
                let id = entries[index].id
                if id < 0 { return nil }
                if id == symbol.id { break }
                index = (index + 1) & mask
            }
            let removed = entries[index].value
            // Backward-shift: move later entries of the probe run into the hole.
            var hole = index
            var next = (hole + 1) & mask
            while entries[next].id >= 0 {
                let home = Int(truncatingIfNeeded: (UInt32(bitPattern: entries[next].id) &* 0x9E37_79B9) >> 7) & mask
                // Move the entry if its home is not in (hole, next] cyclically.
                if (hole - home) & mask < (next - home) & mask {
                    entries[hole] = entries[next]
                    hole = next
                }
                next = (next + 1) & mask
            }
            entries[hole].id = -1
            return removed
        }
        if removed != nil { count -= 1 }
        return removed
    }

    private mutating func grow() {
        let old = entries
        let capacity = max(8, (mask + 1) * 2)
        entries = [Entry](repeating: .empty, count: capacity)
        mask = capacity - 1
        count = 0
        for entry in old where entry.id >= 0 {
            set(Symbol(id: entry.id, kind: entry.kind), entry.value)
        }
    }

    /// Calls `body` with every symbol and value.
    @inline(__always)
    func forEach(_ body: (Symbol, Double) -> Void) {
        guard count > 0 else { return }
        entries.withUnsafeBufferPointer { entries in
            for entry in entries where entry.id >= 0 {
                body(Symbol(id: entry.id, kind: entry.kind), entry.value)
            }
        }
    }

    /// Multiplies every value by a factor.
    mutating func scaleAll(by factor: Double) {
        entries.withUnsafeMutableBufferPointer { entries in
            for index in entries.indices where entries[index].id >= 0 { entries[index].value *= factor }
        }
    }

    /// The symbols, in storage order.
    var symbols: [Symbol] {
        var result: [Symbol] = []
        result.reserveCapacity(count)
        forEach { symbol, _ in result.append(symbol) }
        return result
    }

    /// Whether any entry satisfies a predicate.
    func contains(where predicate: (Symbol, Double) -> Bool) -> Bool {
        guard count > 0 else { return false }
        return entries.withUnsafeBufferPointer { entries in
            for entry in entries where entry.id >= 0 {
                if predicate(Symbol(id: entry.id, kind: entry.kind), entry.value) { return true }
            }
            return false
        }
    }
}
