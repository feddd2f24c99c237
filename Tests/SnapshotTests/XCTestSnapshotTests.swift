import CatalogueTesting
import Components
import DesignTokens
import ImageSnapshots
import XCTest

/// The same assertion from XCTest: failures go through XCTFail at the caller's line.
final class XCTestSnapshotTests: XCTestCase {
    func testLabelSnapshotFromXCTest() {
        let outcome = assertSnapshot(of: UI.Label(text: "From XCTest").padding(4), traits: RenderTraits(theme: .light, scale: 1))
        XCTAssertNotNil(outcome)
    }
}
