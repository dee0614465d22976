/// What one method, initializer, property observer or computed-property setter of a class
/// does, as its body reads: the generator's side of `SourceFacts.Method`.
struct MethodFacts: Equatable, Sendable {
  /// `property = value` inside the method, closures included.
  struct Assignment: Equatable, Sendable {
    /// The property as written after `self.`: `alpha`, `layer.cornerRadius`.
    let property: String
    /// The view's properties the right-hand side reads (`tintColor`, `bounds.width`).
    let reads: [String]
    let line: Int
    /// The assignment on one line, shortened.
    let text: String
    /// Whether it sits under a test that holds only once (`SourceFacts.Assignment.once`).
    var once = false
  }

  /// A call of a method on `self`, before it is known whether the target declares it.
  struct Call: Equatable, Sendable {
    /// The name the arguments spell: `commonInit(frame:)`, `draw(_:)`.
    let name: String
    /// The name before the parenthesis: `commonInit`.
    let base: String
  }

  /// A call that adds a sublayer or subview the method has just created.
  struct Addition: Equatable, Sendable {
    let line: Int
    /// The call on one line, shortened.
    let text: String
    /// The local added, when it is one: `shape` in `layer.addSublayer(shape)`.
    var local: String? = nil
    /// Whether the method turns the local's autoresizing constraints off
    /// (`stack.translatesAutoresizingMaskIntoConstraints = false`): constraints place it.
    var followsConstraints = false
  }

  /// A read of the clock or of random numbers kept in one of the view's properties
  /// (`startTime = CACurrentMediaTime()`): it changes a picture only where the property is
  /// read.
  struct StoredInput: Equatable, Sendable {
    /// The property, as written after `self.`.
    let property: String
    /// The read, as written.
    let input: String
  }

  /// A call that stops the program every time the method runs (`fatalError(...)`).
  struct Trap: Equatable, Sendable {
    let line: Int
    /// The call on one line, shortened.
    let text: String
  }

  /// As Swift spells a reference: `init(coder:)`, `draw(_:)`, `lineWidth.didSet`.
  let name: String
  /// The path of the file that declares it, as given to the generator.
  let path: String
  let line: Int
  var assignments: [Assignment] = []
  var calls: [Call] = []
  var invalidations: [String] = []
  var animations: [String] = []
  /// What it reads from outside the view that changes from run to run: the wall clock and
  /// random numbers (`Date()`, `Int.random(in:)`), as written, each once.
  var outsideInputs: [String] = []
  /// The reads of the clock and of random numbers it assigns straight to one of the view's
  /// properties, each once.
  var storedInputs: [StoredInput] = []
  /// The names of the view's properties it reads (`phase` in `phase + 1`, `self.phase`),
  /// for telling which stored inputs reach a picture; not written out by themselves.
  var propertyReads: Set<String> = []
  /// The work it queues for the main thread (`DispatchQueue.main.async`), as written, each
  /// once.
  var deferredWork: [String] = []
  /// The sublayers and subviews it creates and adds to the view (`layer.addSublayer(shape)`
  /// of a local `shape`), in source order.
  var additions: [Addition] = []
  /// The removals it does (`removeFromSuperlayer()`, `removeFromSuperview()`), each once.
  var removals: [String] = []
  /// The lines of the `#if` and `#elseif` clauses whose condition names
  /// `TARGET_INTERFACE_BUILDER`, which Interface Builder's build alone defines.
  var interfaceBuilderBranches: [Int] = []
  /// The call that stops the program every time the method runs, if there is one.
  var trap: Trap?

  /// Whether the facts are kept until the registrations are written: there is something to
  /// record, a property read that may reach a stored input, or the method is a `draw(_:)`
  /// (the checker asks whether the class has one).
  var isKept: Bool { !isEmpty || !propertyReads.isEmpty || name == "draw(_:)" }

  /// Whether there is nothing to record.
  var isEmpty: Bool {
    assignments.isEmpty && calls.isEmpty && invalidations.isEmpty && animations.isEmpty
      && outsideInputs.isEmpty && storedInputs.isEmpty && deferredWork.isEmpty && additions.isEmpty
      && removals.isEmpty
      && interfaceBuilderBranches.isEmpty && trap == nil
  }
}
