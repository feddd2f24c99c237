import Foundation

/// A piece of user interface, as SwiftUI declares it: a value whose `body` is made of other
/// views, down to the primitive views this module lays out (`Color`, `Spacer`, the stacks, the
/// shapes and the modifiers' views), whose `Body` is `Never`.
///
/// The same source compiles against Apple's SwiftUI and against this module; where this module
/// has no API yet, the compiler names it.
public protocol View {
    /// The type of view `body` returns.
    associatedtype Body: View
    /// What the view is made of.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// A primitive view has no body: asking for it stops the program, as in SwiftUI.
    public var body: Never { fatalError("a primitive view has no body") }
}
