// A catalogue reads a team's String Catalog (`Catalogue.localized(by:)`): its types come with it.
@_exported import Localization
