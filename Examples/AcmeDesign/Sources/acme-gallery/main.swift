import AcmeCatalogue
import Foundation
import GalleryKit

do {
    GalleryCommand.main(try acmeCatalogue())
} catch {
    FileHandle.standardError.write(Data("acme-gallery: \(error)\n".utf8))
    exit(2)
}
