/// Where game GIF sprite sheets are kept between renders: a command's folder on disk, a
/// service's memory.
package enum GameGIFSheetStore: Sendable {
    case folder(GameGIFSheetFolder)
    case memory(GameGIFSheetMemory)

    /// A command's: `GameGIFSheetFolder.standard`, or none when the cache is off.
    package static func standardFolder(environment: [String: String]) -> GameGIFSheetStore? {
        GameGIFSheetFolder.standard(environment: environment).map(GameGIFSheetStore.folder)
    }

    func sheet(for style: GameGIFStyle) -> GameGIFSpriteSheet? {
        switch self {
        case .folder(let folder): folder.sheet(for: style)
        case .memory(let memory): memory.sheet(for: style)
        }
    }

    func keep(_ sheet: GameGIFSpriteSheet) {
        switch self {
        case .folder(let folder): folder.keep(sheet)
        case .memory(let memory): memory.keep(sheet)
        }
    }
}
