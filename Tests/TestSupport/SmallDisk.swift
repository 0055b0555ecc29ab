import Foundation

/// A tmpfs of a fixed size in a temporary folder, for tests of what a full disk does to a
/// render. Mounting needs root and a kernel that allows it: `canMount` says whether this run can.
/// A test unmounts it when done (`defer { disk.unmount() }`): a mount is not left to chance.
public struct SmallDisk: Sendable {
    public struct MountFailed: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "cannot mount a tmpfs at \(path) (mounting needs root)" }
    }

    private let temporary: TemporaryFolder
    public var folder: URL { temporary.url }

    public static let canMount: Bool = {
        guard getuid() == 0, let disk = try? SmallDisk(size: "64k") else { return false }
        disk.unmount()
        return true
    }()

    /// `size` as mount(8) takes it: "64k", "1m".
    public init(size: String) throws {
        temporary = try TemporaryFolder("small-disk")
        let mount = try ProcessRunner(path: "/bin/mount").run(["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", temporary.path])
        guard mount.status == 0 else { throw MountFailed(path: temporary.path) }
    }

    public func unmount() {
        _ = try? ProcessRunner(path: "/bin/umount").run([temporary.path])
    }

    /// Fills the disk with a file named `filler` until about `leaving` bytes are free.
    public func fill(leaving: Int) throws {
        var info = statvfs()
        guard statvfs(folder.path, &info) == 0 else { return }
        let free = Int(info.f_bavail) * Int(info.f_frsize)
        try Data(count: max(0, free - leaving)).write(to: folder.appendingPathComponent("filler"))
    }
}
