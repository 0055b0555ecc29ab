import CLazyLibrary
import Foundation
import Synchronization
import Testing

/// CLazyLibrary opens a library on first use: once, from any thread, with every function or
/// none, and says why when it cannot. libm stands in for librsvg and libmicrohttpd here, so the
/// cases where the library or one function is missing can be made at will.
@Suite("A library opened on first use")
struct LazyLibraryTests {
    /// A cm_lazy_library as C code declares one statically, at an address that does not move.
    final class Library {
        let library: UnsafeMutablePointer<cm_lazy_library>
        let strings: [UnsafeMutablePointer<CChar>]
        let names: UnsafeMutablePointer<UnsafePointer<CChar>?>
        let functions: UnsafeMutablePointer<UnsafeMutableRawPointer?>
        let count: Int

        init(_ soname: String, _ functionNames: [String]) {
            strings = ([soname] + functionNames).map { strdup($0)! }
            count = functionNames.count
            names = .allocate(capacity: count + 1)
            for (index, name) in strings.dropFirst().enumerated() { names[index] = UnsafePointer(name) }
            names[count] = nil
            functions = .allocate(capacity: max(count, 1))
            functions.initialize(repeating: nil, count: max(count, 1))
            library = .allocate(capacity: 1)
            // Zeroed as a static one is: state untried, and glibc's initial mutex is all zeros.
            library.initialize(to: cm_lazy_library())
            library.pointee.soname = UnsafePointer(strings[0])
            library.pointee.names = UnsafePointer(names)
            library.pointee.functions = functions
            pthread_mutex_init(&library.pointee.lock, nil)
        }

        deinit {
            pthread_mutex_destroy(&library.pointee.lock)
            library.deallocate()
            functions.deallocate()
            names.deallocate()
            strings.forEach { free($0) }
        }

        var failure: String? { cm_lazy_failure(library).map { String(cString: $0) } }
        var resolved: [UnsafeMutableRawPointer?] { (0..<count).map { functions[$0] } }
    }

    /// What dlsym gives for `name` in `soname`, asked directly.
    static func address(of name: String, in soname: String) throws -> UnsafeMutableRawPointer {
        let handle = try #require(dlopen(soname, RTLD_NOW | RTLD_LOCAL))
        defer { dlclose(handle) }
        return try #require(dlsym(handle, name))
    }

    @Test func aLibraryThatIsNotThereIsNamedWithDlopensReasonEveryTime() {
        let library = Library("libchess-motion-absent.so.1", ["cos"])
        #expect(cm_lazy_load(library.library) == 0)
        let failure = library.failure ?? ""
        #expect(failure.hasPrefix("libchess-motion-absent.so.1 could not be loaded: "), "\(failure)")
        #expect(failure.contains("cannot open shared object file"), "\(failure)")
        #expect(cm_lazy_load(library.library) == 0)
        #expect(library.failure == failure)
        #expect(library.resolved == [nil])
    }

    @Test func aMissingFunctionRefusesTheWholeLibrary() {
        let library = Library("libm.so.6", ["cos", "chess_motion_absent", "sqrt"])
        #expect(cm_lazy_load(library.library) == 0)
        #expect(library.failure == "libm.so.6 could not be loaded: it has no function chess_motion_absent")
        #expect(library.resolved == [nil, nil, nil], "no function of a half-found library is reachable")
    }

    @Test func everyFunctionIsTheLibrarysOwnAndCallable() throws {
        let library = Library("libm.so.6", ["cos", "sqrt"])
        #expect(library.failure == nil)
        #expect(cm_lazy_load(library.library) == 1)
        #expect(library.resolved == [try Self.address(of: "cos", in: "libm.so.6"), try Self.address(of: "sqrt", in: "libm.so.6")])
        let squareRoot = unsafeBitCast(try #require(library.resolved[1]), to: (@convention(c) (Double) -> Double).self)
        #expect(squareRoot(2) == 2.0.squareRoot())
    }

    /// Many threads asking at once all get the one loaded library.
    @Test func threadsRacingTheFirstUseAllSeeItLoaded() throws {
        let library = Library("libm.so.6", ["sqrt"])
        let address = UInt(bitPattern: library.library)
        let answers = Mutex<[Int32]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let answer = cm_lazy_load(UnsafeMutablePointer(bitPattern: address))
            answers.withLock { $0.append(answer) }
        }
        #expect(answers.withLock { $0 } == Array(repeating: 1, count: 16))
        #expect(library.resolved == [try Self.address(of: "sqrt", in: "libm.so.6")])
    }
}
