/// How one list of identified elements became another, in FlexibleDiff's conventions: removals at
/// old offsets, inserts at new offsets, moves from old to new offsets (a moved element whose
/// content also changed is one mutated move), mutations of elements that stayed in place (old
/// offset and new offset).
///
/// The changeset carries the new elements it needs, so `apply(to:)` turns the old list into the
/// new one on its own.
public struct Changeset<Element>: CustomStringConvertible {
    /// An element inserted at an index of the new list.
    public struct Insert {
        /// Its index in the new list.
        public var index: Int
        /// The element inserted.
        public var element: Element
        /// Creates an insert.
        @inlinable public init(index: Int, element: Element) { (self.index, self.element) = (index, element) }
    }

    /// An element moved from an index of the old list to one of the new.
    public struct Move {
        /// Its index in the old list.
        public var from: Int
        /// Its index in the new list.
        public var to: Int
        /// Whether its value changed too.
        public var isMutated: Bool
        /// The element, as it is in the new list.
        public var element: Element
        /// Creates a move.
        @inlinable public init(from: Int, to: Int, isMutated: Bool, element: Element) {
            (self.from, self.to, self.isMutated, self.element) = (from, to, isMutated, element)
        }
    }

    /// An element that stayed in place with a changed value.
    public struct Mutation {
        /// Its index in the old list.
        public var from: Int
        /// Its index in the new list.
        public var to: Int
        /// The element, as it is in the new list.
        public var element: Element
        /// Creates a mutation.
        @inlinable public init(from: Int, to: Int, element: Element) { (self.from, self.to, self.element) = (from, to, element) }
    }

    /// Indices of the old list whose elements are gone.
    public var removals: [Int]
    /// Elements that are new.
    public var inserts: [Insert]
    /// Elements that moved.
    public var moves: [Move]
    /// Elements that changed in place.
    public var mutations: [Mutation]
    /// The number of elements in the new list.
    public var newCount: Int

    /// Whether the lists are the same.
    public var isEmpty: Bool { removals.isEmpty && inserts.isEmpty && moves.isEmpty && mutations.isEmpty }

    /// Compares two lists by identity, and surviving elements by content.
    ///
    /// Moves are as few as possible: the elements kept in place are a longest run in the same
    /// relative order (a longest increasing subsequence of their old offsets); every other
    /// surviving element is a move.
    ///
    /// - Precondition: identities are unique within each list (check with `duplicateIdentities`).
    /// Inlinable, so callers get it specialised for their element type (generic metadata lookups
    /// were a quarter of the time otherwise).
    @inlinable
    public init<ID: Hashable>(old: [Element], new: [Element], identity: (Element) -> ID, isEqual: (Element, Element) -> Bool) {
        var oldIndex = [ID: Int](minimumCapacity: old.count)
        for (index, element) in old.enumerated() { oldIndex[identity(element)] = index }
        var inNew = [Bool](repeating: false, count: old.count)
        // For each new element, its old offset or -1.
        var sources = [Int](repeating: -1, count: new.count)
        var inserts: [Insert] = []
        for (index, element) in new.enumerated() {
            if let from = oldIndex[identity(element)] {
                sources[index] = from
                inNew[from] = true
            } else {
                inserts.append(Insert(index: index, element: element))
            }
        }
        removals = (0..<old.count).filter { !inNew[$0] }
        // Keep the longest increasing run of old offsets in place; move the rest.
        let survivors = (0..<new.count).filter { sources[$0] >= 0 }
        let stays = Self.longestIncreasing(survivors.map { sources[$0] })
        var moves: [Move] = [], mutations: [Mutation] = []
        for (position, index) in survivors.enumerated() {
            let from = sources[index]
            let changed = !isEqual(old[from], new[index])
            if stays[position] {
                if changed { mutations.append(Mutation(from: from, to: index, element: new[index])) }
            } else {
                moves.append(Move(from: from, to: index, isMutated: changed, element: new[index]))
            }
        }
        self.inserts = inserts
        self.moves = moves
        self.mutations = mutations
        self.newCount = new.count
    }

    /// Marks the members of one longest strictly increasing subsequence (patience sorting,
    /// O(n log n)).
    @inlinable
    static func longestIncreasing(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var member = [Bool](repeating: false, count: values.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            member[cursor] = true
            cursor = previous[cursor]
        }
        return member
    }

    /// The new list, built from the old one and this changeset.
    @inlinable
    public func apply(to old: [Element]) -> [Element] {
        var leaving = [Bool](repeating: false, count: old.count)
        for index in removals { leaving[index] = true }
        for move in moves { leaving[move.from] = true }
        var replaced: [Int: Element] = [:]
        for mutation in mutations { replaced[mutation.from] = mutation.element }
        var slots = [Element?](repeating: nil, count: newCount)
        for insert in inserts { slots[insert.index] = insert.element }
        for move in moves { slots[move.to] = move.element }
        var result: [Element] = []
        result.reserveCapacity(newCount)
        var next = 0
        for index in 0..<newCount {
            if let placed = slots[index] {
                result.append(placed)
                continue
            }
            while next < old.count && leaving[next] { next += 1 }
            guard next < old.count else { break }
            result.append(replaced[next] ?? old[next])
            next += 1
        }
        return result
    }

    public var description: String {
        var parts: [String] = []
        if !removals.isEmpty { parts.append("removed \(removals)") }
        if !inserts.isEmpty { parts.append("inserted \(inserts.map(\.index))") }
        if !moves.isEmpty { parts.append("moved " + moves.map { "\($0.from)→\($0.to)\($0.isMutated ? "*" : "")" }.joined(separator: ", ")) }
        if !mutations.isEmpty { parts.append("mutated " + mutations.map { $0.from == $0.to ? "\($0.from)" : "\($0.from)→\($0.to)" }.joined(separator: ", ")) }
        return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
    }
}

/// Identities that appear more than once in a list.
public func duplicateIdentities<Element, ID: Hashable>(in list: [Element], identity: (Element) -> ID) -> [ID] {
    var seen = Set<ID>(), repeated: [ID] = []
    for element in list where !seen.insert(identity(element)).inserted { repeated.append(identity(element)) }
    return repeated
}
