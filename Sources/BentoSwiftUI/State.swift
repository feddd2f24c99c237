/// A view's own value, as SwiftUI's `@State`: a snapshot shows the value it starts with, or the
/// value a preview sets; a change made through the binding is kept by the view's box.
@propertyWrapper public struct State<Value> {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private let box: Box

    /// State that starts at `wrappedValue`.
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    /// State that starts at `value`.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

/// A value owned elsewhere, read and written through (`@Binding`).
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A binding of a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding to a value that never changes: what a preview hands a view.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the value it is given (`@Binding var isOn: Bool` initialised from `$isOn`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { value in
            var whole = get()
            whole[keyPath: keyPath] = value
            set(whole)
        })
    }
}
