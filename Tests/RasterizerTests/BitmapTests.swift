import DesignTokens
import SafeFiles
import Testing
@testable import Rasterizer

@Suite struct BitmapTests {
    @Test func refusesAbsurdSizesBeforeAllocating() {
        #expect(throws: BitmapError.tooLarge(width: 100_000, height: 100_000, limits: .standard)) {
            try Bitmap(width: 100_000, height: 100_000)
        }
        #expect(throws: BitmapError.tooLarge(width: 10_000, height: 10_000, limits: .standard)) {
            try Bitmap(width: 10_000, height: 10_000)  // each side fits, the pixel count does not
        }
        #expect(throws: BitmapError.emptySize(width: 0, height: 5)) { try Bitmap(width: 0, height: 5) }
        #expect(throws: BitmapError.emptySize(width: 3, height: -1)) { try Bitmap(width: 3, height: -1) }
    }

    @Test func storesPremultipliedRGBA8() throws {
        let bitmap = try Bitmap(width: 2, height: 1, fill: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(bitmap.bytes == [128, 64, 0, 128, 128, 64, 0, 128])
        #expect(bitmap.stride == 8)
    }

    @Test func rejectsBytesThatAreNotPremultiplied() {
        #expect(throws: BitmapError.notPremultiplied(x: 1, y: 0)) {
            try Bitmap(width: 2, height: 1, premultipliedBytes: [0, 0, 0, 0, 200, 0, 0, 100])
        }
        #expect(throws: BitmapError.byteCountMismatch(expected: 8, actual: 4)) {
            try Bitmap(width: 2, height: 1, premultipliedBytes: [0, 0, 0, 0])
        }
    }
}

@Suite struct SHA256Tests {
    @Test func matchesTheStandardTestVectors() {
        #expect(ContentHash.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentHash.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
