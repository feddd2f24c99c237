/// SwiftUI on Linux: `import SwiftUI` in a team's view files brings this package's SwiftUI
/// (`BentoSwiftUI`, its views and SwiftUI's layout algorithm, laid out into Bento's tree). On
/// Apple's platforms a package depends on this product only on Linux and keeps Apple's SwiftUI.
///
/// Apple's SwiftUI brings Foundation with it (`CGFloat`, `CGPoint`, `UUID`, `sin`, `Locale` in
/// view files that import nothing else), so this module does too.
@_exported import BentoSwiftUI
@_exported import Foundation
