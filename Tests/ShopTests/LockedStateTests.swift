import Foundation
import GRDB
import Testing

/// Two runs on one state file: the run that finds the store locked by the other says so, says
/// what is on disk, and exits with status 75 (EX_TEMPFAIL: try again once the other run ends).
@Suite("A state file another run holds")
struct LockedStateTests {
    @Test(.timeLimit(.minutes(1)))
    func aRunWhileAnotherRunReadsTheStateFile_saysItIsLocked_savesWhole_andExits75() throws {
        let scratch = try Scratch()
        let state = scratch.path("state.sqlite")
        let first = try ShopBinary.run(["run", "--state", state], input: "tab cart\n", scratch: scratch)
        try #require(first.status == 0, "\(first.errors)")

        // The other run: a connection that keeps reading the database.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: state, configuration: configuration)
        try other.inDatabase { db in
            try db.execute(sql: "BEGIN")
            _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM snapshot")
        }
        let second = try ShopBinary.run(["run", "--state", state], input: "tab search\n", scratch: scratch)
        #expect(second.status == 75)
        #expect(
            second.errors.contains(
                "state-restoration: closing the store failed: \(state) is locked by another run of the app: closing the "
                    + "store waited for it and gave up; every save is on disk and whole"))
        #expect(
            second.errors.contains(
                "error: another run of the app holds the navigation state store \(state); exit status 75"))
        try other.inDatabase { db in try db.execute(sql: "ROLLBACK") }
        try other.close()

        let third = try ShopBinary.run(["run", "--state", state], input: "", scratch: scratch)
        #expect(third.status == 0)
        #expect(third.output.contains("path: Search\n"))
    }
}

extension LockedStateTests {
    @Test(.timeLimit(.minutes(1)))
    func aRunWhileAnotherRunHoldsTheStateFileExclusively_startsFresh_savesNothing_andExits75() throws {
        let scratch = try Scratch()
        let state = scratch.path("state.sqlite")
        let first = try ShopBinary.run(["run", "--state", state], input: "tab cart\n", scratch: scratch)
        try #require(first.status == 0, "\(first.errors)")

        // The other run holds the database in exclusive locking mode: nobody else may read it.
        let other = try DatabaseQueue(path: state)
        try other.inDatabase { db in
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
            try db.execute(sql: "UPDATE snapshot SET saved_at = saved_at")
        }
        let second = try ShopBinary.run(["run", "--state", state], input: "tab search\n", scratch: scratch)
        #expect(second.status == 75)
        #expect(
            second.errors.contains(
                "state-restoration: \(state) is locked by another run of the app: opening the store waited for it and "
                    + "gave up; nothing was read or written; the store is as the other run leaves it; starting fresh, "
                    + "with saving off so the saved state is not overwritten"))
        try other.close()

        // The first run's state is still there.
        let third = try ShopBinary.run(["run", "--state", state], input: "", scratch: scratch)
        #expect(third.status == 0)
        #expect(third.output.contains("tabs: home search [cart(2)] profile\n"))
    }
}
