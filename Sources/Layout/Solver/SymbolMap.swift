/// A hash map from symbols to coefficients, made for the tableau's inner loops.
///
/// Open addressing with linear probing on the symbol id (a multiplicative hash, no per-process
/// seed), and backward-shift deletion, so there are no tombstones. Iteration order depends only on
/// the operations performed, which keeps solving deterministic; it is several times faster than
/// `Dictionary`, whose seeded SipHash dominated the solver's profile.
struct SymbolMap {
    private var ids: [Int32]
    private var kinds: [Symbol.Kind]
    private var values: [Double]
    private(set) var count = 0
    private var mask: Int

    init() {
        ids = []
        kinds = []
        values = []
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
            var index = slot(for: symbol.id)
            while true {
                let id = ids[index]
                if id == symbol.id { return values[index] }
                if id < 0 { return nil }
                index = (index + 1) & mask
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
        var index = slot(for: symbol.id)
        while true {
            let id = ids[index]
            if id == symbol.id {
                values[index] = value
                return false
            }
            if id < 0 {
                ids[index] = symbol.id
                kinds[index] = symbol.kind
                values[index] = value
                count += 1
                return true
            }
            index = (index + 1) & mask
        }
    }

    /// Removes a symbol; returns its value if it was present.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        guard count > 0 else { return nil }
        var index = slot(for: symbol.id)
        while true {
            let id = ids[index]
            if id < 0 { return nil }
            if id == symbol.id { break }
            index = (index + 1) & mask
        }
        let removed = values[index]
        // Backward-shift: move later entries of the probe run into the hole.
        var hole = index
        var next = (hole + 1) & mask
        while ids[next] >= 0 {
            let home = slot(for: ids[next])
            // Move the entry if its home is not in (hole, next] cyclically.
            let distanceToNext = (next - home) & mask
            let distanceToHole = (hole - home) & mask
            if distanceToHole < distanceToNext {
                ids[hole] = ids[next]
                kinds[hole] = kinds[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        ids[hole] = -1
        count -= 1
        return removed
    }

    private mutating func grow() {
        let oldIDs = ids, oldKinds = kinds, oldValues = values
        let capacity = max(8, (mask + 1) * 2)
        ids = [Int32](repeating: -1, count: capacity)
        kinds = [Symbol.Kind](repeating: .external, count: capacity)
        values = [Double](repeating: 0, count: capacity)
        mask = capacity - 1
        count = 0
        for index in oldIDs.indices where oldIDs[index] >= 0 {
            set(Symbol(id: oldIDs[index], kind: oldKinds[index]), oldValues[index])
        }
    }

    /// Calls `body` with every symbol and value.
    @inline(__always)
    func forEach(_ body: (Symbol, Double) -> Void) {
        guard count > 0 else { return }
        for index in ids.indices where ids[index] >= 0 {
            body(Symbol(id: ids[index], kind: kinds[index]), values[index])
        }
    }

    /// Multiplies every value by a factor.
    mutating func scaleAll(by factor: Double) {
        for index in values.indices where ids[index] >= 0 { values[index] *= factor }
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
        for index in ids.indices where ids[index] >= 0 {
            if predicate(Symbol(id: ids[index], kind: kinds[index]), values[index]) { return true }
        }
        return false
    }
}
