import ChessMotionSupport
import FoundationEssentials

/// A folder of sounds by name (`Move.wav`, `Capture.wav`, ...): 16-bit PCM WAV at
/// `SoundSet.sampleRate`, mono or mixed down to it. A set drops in the way a piece set does, as
/// `SoundSets/NAME/` on the asset search path. A cue whose sound a set lacks is silent, so a set
/// may hold only the sounds it cares about.
package struct SoundSet: Sendable, Hashable {
    package let name: String
    package let sounds: [String: [Int16]]

    /// Every sound set, every track: 48 kHz, the rate AAC, Opus and ProRes's PCM all take as is.
    package static let sampleRate = 48_000
    /// The file extension of a set's sounds.
    package static let fileExtension = "wav"

    package init(name: String, sounds: [String: [Int16]]) {
        self.name = name
        self.sounds = sounds
    }

    /// Reads every `.wav` file in `folder`.
    package static func load(name: String, folder: URL) throws(SoundSetError) -> SoundSet {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .map { folder.appendingPathComponent($0) }
                .filter { $0.pathExtension.lowercased() == fileExtension }
        } catch {
            throw .unreadable(path: folder.path, reason: ErrorReason.of(error))
        }
        var sounds: [String: [Int16]] = [:]
        for file in files {
            let bytes: [UInt8]
            do { bytes = try Array(Data(contentsOf: file)) } catch {
                throw .unreadable(path: file.path, reason: ErrorReason.of(error))
            }
            let (samples, rate) = try WAVFile.read(bytes, path: file.path)
            guard rate == sampleRate else { throw .sampleRate(path: file.path, rate: rate, expected: sampleRate) }
            sounds[file.deletingPathExtension().lastPathComponent] = samples
        }
        return SoundSet(name: name, sounds: sounds)
    }
}

/// The sound sets installed across the asset search path's `SoundSets/` folders.
package struct SoundSetLibrary: Sendable {
    package let folders: AssetFolders

    package init(folders: [URL]) {
        self.folders = AssetFolders(folders: folders, kind: .folders)
    }

    package var names: [String] { folders.names }

    package func soundSet(named name: String) throws(SoundSetError) -> SoundSet {
        guard let folder = folders.url(named: name) else { throw .unknownSet(name, known: names) }
        return try SoundSet.load(name: name, folder: folder)
    }
}
