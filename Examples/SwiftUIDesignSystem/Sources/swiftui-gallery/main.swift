import GalleryKit
import SwiftUIBrandCatalogue

GalleryCommand.main(brandCatalogue)
