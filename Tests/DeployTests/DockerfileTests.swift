import ChessMotionSupport
import Foundation
import Testing
import TestSupport

/// No Docker engine runs here, so the Dockerfile is held to the tree by reading it: it installs
/// with the project's own script, ships only runtime libraries, runs unprivileged, and starts the
/// server on the port it exposes.
@Suite("Dockerfile")
struct DockerfileTests {
    @Test("the build stage is a Swift toolchain on bookworm that installs with Scripts/install-dependencies build")
    func buildStage() throws {
        let stages = try DeployFiles.dockerfileStages()
        #expect(stages.count == 2)
        let build = try #require(stages.first)
        #expect(build.base.hasPrefix("swift:") && build.base.hasSuffix("-bookworm"))
        let runs = build.all("RUN").map(\.arguments)
        let install = try #require(runs.firstIndex { $0 == "Scripts/install-dependencies build" })
        let release = try #require(runs.firstIndex { $0.contains("swift build -c release") })
        #expect(install < release)
        #expect(build.all("COPY").contains { $0.arguments.hasPrefix("Scripts/install-dependencies ") })
    }

    @Test("the final stage is Debian bookworm with the runtime half of every build library, and no -dev package")
    func runtimeStage() throws {
        let final = try #require(try DeployFiles.dockerfileStages().last)
        #expect(final.base.hasPrefix("debian:bookworm"))
        let installed = Dockerfile.aptPackages(in: final)
        #expect(!installed.contains { $0.hasSuffix("-dev") }, "\(installed.sorted())")
        for package in try DeployFiles.installList("build") where package.hasSuffix("-dev") {
            // A -dev package depends on the shared library the binary links; one of them must ship.
            let depends = try ProcessRunner(path: "/usr/bin/apt-cache").run(["depends", "--no-recommends", package], timeout: 60)
            let libraries = depends.stdout.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                return words.count == 2 && words[0] == "Depends:" ? String(words[1]) : nil
            }
            #expect(libraries.contains { installed.contains($0) }, "\(package): none of \(libraries) in the runtime stage")
        }
        for font in try DeployFiles.installList("build") where font.hasPrefix("fonts-") {
            #expect(installed.contains(font))
        }
        #expect(installed.contains("ffmpeg"), "video answers need ffmpeg")
    }

    @Test("the image carries every data folder the tool searches, where an installed copy finds them")
    func dataFolders() throws {
        let build = try #require(try DeployFiles.dockerfileStages().first)
        let copy = try #require(build.all("RUN").first { $0.arguments.contains("/out/share/chess-motion") })
        for folder in AssetSearchPath.Folder.allCases {
            #expect(copy.arguments.contains(" \(folder.rawValue) "), "\(folder.rawValue) is not copied into the image")
        }
        let final = try #require(try DeployFiles.dockerfileStages().last)
        #expect(final.all("COPY").contains { $0.arguments == "--from=build /out/ /usr/local/" })
        #expect(final.last("ENTRYPOINT")?.execForm == ["/usr/local/bin/chess-motion"])
    }

    @Test("it runs as a non-root user and starts serve on every interface at the port it exposes")
    func userPortAndCommand() throws {
        let final = try #require(try DeployFiles.dockerfileStages().last)
        let user = try #require(final.last("USER")?.arguments)
        #expect(!["root", "0"].contains(user.split(separator: ":").first.map(String.init) ?? ""))
        let command = try #require(final.last("CMD")?.execForm)
        #expect(command.first == "serve")
        let port = try #require(command.firstIndex(of: "--port").map { command[$0 + 1] })
        #expect(command.firstIndex(of: "--host").map { command[$0 + 1] } == "0.0.0.0")
        #expect(final.all("EXPOSE").map(\.arguments) == [port])
        #expect(final.last("STOPSIGNAL")?.arguments == "SIGTERM")
    }
}
