import Foundation

/// What a person does to a view (taps, hovering, its appearing), which a snapshot does not do:
/// the handlers are kept out of the picture and nothing they would change is drawn. Run a
/// screen's states with the runtime to show what they lead to.
extension View {
    /// An action when the view appears; not run for a snapshot.
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    /// An action when the view disappears; not run for a snapshot.
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    /// An action when a value changes; not run for a snapshot.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    /// An action when a value changes, with its old and new values; not run for a snapshot.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self { self }
    /// An action when a value changes; not run for a snapshot.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self { self }
    /// An action on a tap.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
    /// An action on a long press.
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> Self { self }
    /// An action when a pointer enters or leaves the view.
    public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }
    /// Work started when the view appears; not run for a snapshot.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self { self }
    /// An action when the field inside is submitted; not run for a snapshot.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }
    /// The labels of the controls inside hidden (a toggle shows its switch alone), kept for
    /// assistive technologies.
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentWritingModifier<Bool>> { environment(\.labelsHidden, true) }
    /// The shape that takes taps; nothing drawn.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    /// The view laid out past the safe area; a hosted view has none, so nothing moves.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    /// The view's colour for controls: the default button's label, a switch that is on, the
    /// progress bar.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Color?>> { environment(\.tint, tint) }
}

/// A view made with the environment's tint (the accent colour where none is set), for the
/// controls a style draws.
struct _TintReader<Content: View>: View {
    let fallback: Color
    let content: (Color) -> Content
    @Environment(\.tint) var tint
    var body: some View { content(tint ?? fallback) }
}

/// What submits a field.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers as bits.
    public let rawValue: UInt
    /// Triggers of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The return key.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The regions of the safe area a view may ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions as bits.
    public let rawValue: UInt
    /// Regions of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The container's safe area.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How much room a layout has across, as size classes describe it.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A phone's width, or its height in landscape.
    case compact
    /// A tablet's width, or a phone's height in portrait.
    case regular
}

private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The controls' colour (`tint`); `nil` is the accent colour.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// The width's size class: compact, as a phone in portrait, unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The height's size class: regular, as a phone in portrait, unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// Whether controls inside show their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
    /// Whether the person asked for less motion: false unless set.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}

/// Whether a field has the keyboard's focus, as `@FocusState` keeps it. Nothing has focus in a
/// snapshot unless the state starts with it.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    @State private var value: Value
    /// Focus that starts nowhere.
    public init() where Value == Bool { _value = State(initialValue: false) }
    /// Focus that starts on nothing of `Value`.
    public init<T: Hashable>() where Value == T? { _value = State(initialValue: nil) }
    /// The focused value.
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }
    /// The focus as a binding, for `focused(_:)`.
    public var projectedValue: Binding<Value> { $value }
}

extension View {
    /// The view focused when the binding is true; a snapshot draws it as it is.
    public func focused(_ condition: Binding<Bool>) -> Self { self }
    /// The view focused when the binding equals `value`; a snapshot draws it as it is.
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> Self { self }
}
