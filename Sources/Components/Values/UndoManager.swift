import Foundation

#if !canImport(ObjectiveC)
  /// Foundation's undo stack (`UndoManager`), which Linux's Foundation lacks: undo actions
  /// registered as closures, undone in reverse order, an action registered while undoing
  /// becoming its redo. A render has no window, so no responder has one
  /// (``Responder/undoManager`` is `nil`), as for a view outside a window on iOS; code may
  /// make its own. Every registration is its own group: there is no run loop to group by.
  open class UndoManager {
    private var undoStack: [(name: String, action: () -> Void)] = []
    private var redoStack: [(name: String, action: () -> Void)] = []
    private var disabled = 0

    /// The most actions kept; 0 for no limit.
    open var levelsOfUndo = 0
    /// Whether an undo is running (its registrations become redo actions).
    public private(set) var isUndoing = false
    /// Whether a redo is running (its registrations become undo actions again).
    public private(set) var isRedoing = false

    public init() {}

    /// Whether there is an action to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an action to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// Whether registrations are recorded (not inside `disableUndoRegistration()`).
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }
    /// The name of the action `undo()` would run.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the action `redo()` would run.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Registers `handler` to run with `target` on undo.
    open func registerUndo<Target: AnyObject>(
      withTarget target: Target, handler: @escaping (Target) -> Void
    ) {
      guard isUndoRegistrationEnabled else { return }
      let entry = (name: "", action: { handler(target) })
      if isUndoing {
        redoStack.append(entry)
        return
      }
      undoStack.append(entry)
      if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
      if !isRedoing { redoStack.removeAll() }
    }

    /// Names the action registered last (its redo, while undoing).
    open func setActionName(_ actionName: String) {
      if isUndoing, let last = redoStack.indices.last {
        redoStack[last].name = actionName
      } else if let last = undoStack.indices.last {
        undoStack[last].name = actionName
      }
    }

    /// Runs the last action registered, recording what it registers as its redo.
    open func undo() {
      guard let entry = undoStack.popLast() else { return }
      isUndoing = true
      entry.action()
      isUndoing = false
    }

    /// Runs the last redo action, recording what it registers as an undo.
    open func redo() {
      guard let entry = redoStack.popLast() else { return }
      isRedoing = true
      entry.action()
      isRedoing = false
    }

    /// Forgets every undo and redo action.
    open func removeAllActions() {
      undoStack.removeAll()
      redoStack.removeAll()
    }

    /// Stops recording registrations until a matching `enableUndoRegistration()`.
    open func disableUndoRegistration() { disabled += 1 }
    /// Records registrations again.
    open func enableUndoRegistration() { disabled = max(0, disabled - 1) }
    /// Accepted; every registration is its own group here.
    open func beginUndoGrouping() {}
    /// Accepted; every registration is its own group here.
    open func endUndoGrouping() {}
  }
#endif
