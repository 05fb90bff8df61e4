import Testing
import WayfinderCoordinators
import WayfinderTesting

/// Random window operations, seeded, against the table's invariants and a reference model
/// written as plainly as possible: after every step the focused window is open and last in the
/// focus order, ids are unique and never reused, the limit holds, and a refused operation
/// changed nothing.
@Suite struct WindowTablePropertyTests {
    /// The reference: open ids in opening order, and a focus history (most recent last).
    private struct Model {
        var open: [WindowID] = [.main]
        var history: [WindowID] = [.main]
        var issued: Set<WindowID> = [.main]
        var next: UInt64 = 1
        var visible: [WindowID: Bool] = [.main: true]
    }

    @Test(arguments: [1, 2, 3, 42, 2_026] as [UInt64])
    func randomOperations_keepTheTableAndTheModelInStep(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let limit: Int? = Bool.random(using: &random) ? Int.random(in: 1...6, using: &random) : nil
        var table = WindowTable(main: CoordinatorID(0), limit: limit)
        var model = Model()
        var nextRoot: UInt64 = 1
        for step in 0..<400 {
            let before = table
            let known = Array(model.issued).sorted()
            // Mostly ids that are open, sometimes closed or never issued ones.
            let target =
                Int.random(in: 0..<5, using: &random) == 0
                ? WindowID(UInt64.random(in: 0...(model.next + 2), using: &random))
                : (model.open.randomElement(using: &random) ?? .main)
            let isOpen = model.open.contains(target)
            var refused = true
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let root = CoordinatorID(nextRoot)
                nextRoot += 1
                if let limit, model.open.count >= limit {
                    #expect(throws: WindowError.limitReached(limit: limit)) { try table.open(root: root) }
                } else {
                    let id = try table.open(root: root)
                    refused = false
                    #expect(id == WindowID(model.next), "step \(step)")
                    #expect(!known.contains(id), "step \(step): \(id) was issued before")
                    model.open.append(id)
                    model.history.append(id)
                    model.issued.insert(id)
                    model.visible[id] = true
                    model.next += 1
                }
            case 1:
                if isOpen {
                    try table.focus(target)
                    refused = false
                    model.history.removeAll { $0 == target }
                    model.history.append(target)
                    model.visible[target] = true
                } else {
                    #expect(throws: WindowError.unknownWindow(target, open: model.open)) { try table.focus(target) }
                }
            case 2:
                if !isOpen {
                    #expect(throws: WindowError.unknownWindow(target, open: model.open)) { try table.close(target) }
                } else if model.open.count == 1 {
                    #expect(throws: WindowError.lastWindow(target)) { try table.close(target) }
                } else {
                    try table.close(target)
                    refused = false
                    model.open.removeAll { $0 == target }
                    model.history.removeAll { $0 == target }
                    model.visible[target] = nil
                }
            default:
                let shown = Bool.random(using: &random)
                if isOpen {
                    try table.setVisible(shown, of: target)
                    refused = false
                    model.visible[target] = shown
                } else {
                    #expect(throws: WindowError.unknownWindow(target, open: model.open)) {
                        try table.setVisible(shown, of: target)
                    }
                }
            }
            if refused { #expect(table == before, "step \(step): a refused operation changed the table") }
            #expect(table.ids == model.open, "step \(step)")
            #expect(table.focused == model.history.last, "step \(step)")
            #expect(table.focusOrder == model.history, "step \(step)")
            #expect(table.focusedWindow.id == table.focused, "step \(step)")
            #expect(Set(table.ids).count == table.ids.count, "step \(step)")
            #expect(table.windows.allSatisfy { model.visible[$0.id] == $0.isVisible }, "step \(step)")
            if let limit { #expect(table.windows.count <= limit, "step \(step)") }
        }
    }
}
