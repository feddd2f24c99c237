/// Whether a row can take keyboard focus, as Bento's `FocusEligibility`: a form's "next" key
/// moves to the next eligible row, preferring empty ones.
public enum FocusEligibility: Hashable, Sendable {
    /// The component cannot take focus.
    case ineligible
    /// The component can take focus, and whether it has it.
    case eligible(Status)

    /// Whether a focusable component has the focus.
    public enum Status: Hashable, Sendable {
        /// The field is empty: focus lands here first.
        case empty
        /// The field holds text.
        case populated
    }
}

/// A component that can take keyboard focus, as Bento's `Focusable`. A static render cannot hold
/// focus, so a focusable component has an `isFocused` state that draws it as it looks focused
/// (a caret, and its custom input view below it) and tells assistive technologies (`focused`).
public protocol Focusable {
    /// Whether the component can take focus, and whether it has it.
    var focusEligibility: FocusEligibility { get }
}

/// A component that can stand in for the keyboard as a text field's input view (Bento's
/// `CustomInput`): `OptionPicker` and `DatePicker` are.
public protocol CustomInput: Renderable {}
