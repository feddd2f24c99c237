/// A component's callback (a tap, a changed value), kept for the app that hosts the component
/// and never called by rendering.
///
/// Callbacks need not be `Sendable`: an app calls them on its main thread, as UIKit calls a
/// view's actions, so a `BoxRenderer`'s `observer` and a presenter's methods are passed as they
/// are (`didTap: { observer(.didTapContinue) }`, `didTap: presenter.didTapContinue`). Components
/// stay `Sendable` so they can be rendered on any thread; only the host calls what they keep.
@propertyWrapper
public struct Callback<Function>: @unchecked Sendable {
    /// The closure; callbacks compare equal whatever it is.
    public var wrappedValue: Function

    /// Wraps a closure.
    public init(wrappedValue: Function) {
        self.wrappedValue = wrappedValue
    }
}
