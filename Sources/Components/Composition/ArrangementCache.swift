import Foundation
import Layout

/// The last few arrangements of one stack, so a layout pass that measures a stack and then places
/// it at the measured size solves its system once, not two or three times.
///
/// Components are immutable values, so an arrangement stays valid for as long as the stack value
/// and the environment do; a stack drops its cache when its children change. Thread-safe.
final class ArrangementCache: @unchecked Sendable {
    // Environments are held strongly and compared by identity, so a freed environment's address
    // can never match a new one.
    private struct Entry {
        var environment: RenderEnvironment
        var width: Double?
        var height: Double?
        var arrangement: StackLayout.Arrangement
    }

    private let lock = NSLock()
    /// A ring of the last `capacity` arrangements; `next` is the slot the next one replaces.
    private var entries: [Entry?] = Array(repeating: nil, count: capacity)
    private var next = 0
    private static let capacity = 4
    private var children: (environment: RenderEnvironment, children: StackChildren)?
    private var naturals: (environment: RenderEnvironment, measurements: [LayoutMeasurement])?

    /// The children's natural measurements (width `nil`), computed once per environment: they do
    /// not depend on the stack's size, so a width change only measures what it must.
    func naturalMeasurements(
        environment: RenderEnvironment, compute: () throws -> [LayoutMeasurement]
    ) rethrows -> [LayoutMeasurement] {
        if let cached = lock.withLock({ naturals?.environment === environment ? naturals?.measurements : nil }) { return cached }
        let measured = try compute()
        lock.withLock { naturals = (environment, measured) }
        return measured
    }

    /// The stack's children as the layout sees them, built once per environment: their traits and
    /// a measuring closure that remembers the last widths it answered.
    func stackChildren(environment: RenderEnvironment, build: () -> StackChildren) -> StackChildren {
        if let cached = lock.withLock({ children?.environment === environment ? children?.children : nil }) { return cached }
        let built = build()
        lock.withLock { children = (environment, built) }
        return built
    }

    /// A cached arrangement for these lengths: the same request, or a placement at exactly the
    /// size a cached measurement produced.
    func arrangement(environment: RenderEnvironment, width: Double?, height: Double?) -> StackLayout.Arrangement? {
        lock.withLock {
            // Newest first.
            for step in 1...Self.capacity {
                guard let entry = entries[(next - step + Self.capacity) % Self.capacity] else { return nil }
                guard entry.environment === environment && entry.width == width else { continue }
                if entry.height == height { return entry.arrangement }
                if entry.height == nil, let height, entry.arrangement.size.height == height { return entry.arrangement }
            }
            return nil
        }
    }

    func store(_ arrangement: StackLayout.Arrangement, environment: RenderEnvironment, width: Double?, height: Double?) {
        let entry = Entry(environment: environment, width: width, height: height, arrangement: arrangement)
        lock.withLock {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }
}

