import Foundation
import GRDB
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--state` naming something that is not a Wayfinder store: a clear error at once, a failing
/// exit status, and the file left as it was.
@Suite("shop --state on hostile paths")
struct HostileStateTests {
    @Test func run_withAFIFOAsState_returnsAtOnceWithAClearError() throws {
        let scratch = try Scratch()
        let fifo = scratch.path("state.sqlite")
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try ShopBinary.run(["run", "--state", fifo], input: "tab cart\n", scratch: scratch)
        #expect(run.status == 1)
        #expect(
            run.errors.hasPrefix(
                "state-restoration: '\(fifo)' is a named pipe (FIFO), not a database file; opening it would wait for a "
                    + "writer; starting fresh\n"))
        #expect(
            run.errors.hasSuffix(
                "of the navigation state failed (see above); what is on disk is not what was last shown\n"))
    }

    @Test func stateShow_withAFIFO_returnsAtOnceWithAClearError() throws {
        let scratch = try Scratch()
        let fifo = scratch.path("state.sqlite")
        #expect(mkfifo(fifo, 0o600) == 0)
        let shown = try ShopBinary.run(["state", "show", "--state", fifo], scratch: scratch)
        #expect(shown.status == 1)
        #expect(
            shown.errors
                == "error: '\(fifo)' is a named pipe (FIFO), not a database file; opening it would wait for a writer\n")
    }

    @Test func run_onAForeignDatabase_leavesItByteIdentical_andFails() throws {
        let scratch = try Scratch()
        let path = scratch.path("other.db")
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TABLE snapshot (id INTEGER PRIMARY KEY, photo BLOB)")
            try db.execute(sql: "CREATE TABLE notes (text TEXT)")
            try db.execute(sql: "INSERT INTO notes VALUES ('mine')")
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let run = try ShopBinary.run(["run", "--state", path], input: "tab cart\ntap 2\n", scratch: scratch)
        let shown = try ShopBinary.run(["state", "show", "--state", path], scratch: scratch)
        let cleared = try ShopBinary.run(["state", "clear", "--state", path], scratch: scratch)

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(run.status == 1)
        #expect(
            run.errors.hasPrefix(
                "state-restoration: '\(path)' is an SQLite database that Wayfinder did not create (it has tables "
                    + "Wayfinder does not use: notes); it was left untouched. Give the navigation state a file of its own"
            ))
        #expect(shown.status == 1)
        #expect(cleared.status == 1)
    }

    @Test func stateShow_onADamagedStore_leavesItWhereItIs() throws {
        let scratch = try Scratch()
        let path = scratch.path("state.sqlite")
        let garbage = Data(String(repeating: "damaged ", count: 64).utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        let shown = try ShopBinary.run(["state", "show", "--state", path], scratch: scratch)
        #expect(shown.status == 1)
        #expect(shown.errors == "error: \(path) cannot be read (file is not a database); it was left as it is\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        #expect(!FileManager.default.fileExists(atPath: path + ".corrupt"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path("")).filter { $0.contains("corrupt") }
                == [])
    }

    @Test func run_withAFolderAsState_namesTheProblem() throws {
        let scratch = try Scratch()
        let run = try ShopBinary.run(["run", "--state", scratch.path("")], input: "", scratch: scratch)
        #expect(run.status == 1)
        #expect(run.errors.contains("is a folder, not a database file; name a file inside it"))
        #expect(!run.errors.contains("NSCocoaErrorDomain"))
    }
}
