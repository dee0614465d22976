import DesignableUIKit
import Testing

/// A counter whose changes can be undone, as app code registers them.
private final class Tally {
  var count = 0
  let undo: UndoManager

  init(undo: UndoManager) { self.undo = undo }

  func add(_ amount: Int) {
    count += amount
    undo.registerUndo(withTarget: self) { $0.add(-amount) }
    undo.setActionName(amount > 0 ? "Add" : "Remove")
  }
}

@Suite("Undo managers")
struct UndoManagerTests {
  @Test func aViewOutsideAWindowHasNoUndoManager() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let parent = UIView(frame: view.frame)
    parent.addSubview(view)
    #expect(view.undoManager == nil)
    view.undoManager?.removeAllActions()
  }

  @Test func undoRunsActionsInReverseAndRecordsTheirRedo() {
    let tally = Tally(undo: UndoManager())
    tally.add(2)
    tally.add(5)
    #expect(tally.count == 7 && tally.undo.undoActionName == "Add")
    tally.undo.undo()
    #expect(tally.count == 2 && tally.undo.canRedo && tally.undo.redoActionName == "Remove")
    tally.undo.redo()
    #expect(tally.count == 7 && tally.undo.canUndo)
    tally.undo.undo()
    tally.undo.undo()
    #expect(tally.count == 0 && !tally.undo.canUndo)
    tally.undo.removeAllActions()
    #expect(!tally.undo.canRedo)
  }

  @Test func disabledRegistrationAndTheLevelLimitDropActions() {
    let tally = Tally(undo: UndoManager())
    tally.undo.levelsOfUndo = 2
    tally.undo.disableUndoRegistration()
    tally.add(1)
    tally.undo.enableUndoRegistration()
    #expect(!tally.undo.canUndo)
    tally.add(10)
    tally.add(100)
    tally.add(1000)
    for _ in 0..<3 { tally.undo.undo() }
    #expect(tally.count == 11)
  }
}
