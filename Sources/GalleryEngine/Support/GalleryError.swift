/// A failure that names the entry and variant it happened in.
package struct GalleryError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
