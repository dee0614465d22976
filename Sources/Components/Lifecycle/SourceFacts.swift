/// What a component class's source says its methods do, as the `DesignablePlugin` reads it
/// (syntax only, no type checking): which of the view's properties each method assigns and
/// from what, which of the class's own methods it calls, and whether it invalidates display
/// or layout or starts an animation.
///
/// The divergence checker joins these facts to what it watched happen on each lifecycle path,
/// so that a finding can name the method responsible ("`setup()`, called from
/// `init(coder:)`, sets `trackFillColor` from `tintColor`").
public struct SourceFacts: Sendable, Equatable {
  /// The source file that declares the class, by name (no folders).
  public var file: String
  /// The class's methods that do something the checker can use, in source order.
  public var methods: [Method]
  /// Its declarations, and those of its extensions, that sit in an `#if` clause naming
  /// `TARGET_INTERFACE_BUILDER` (or in a later clause of that `#if`), by clause.
  public var interfaceBuilderDeclarations: [FlaggedDeclarations]
  /// Its `@IBInspectable` properties that Swift code in other files cannot set (`private`,
  /// `private(set)`, marked unavailable), so they are not registered, in source order.
  /// Interface Builder and the app still set them, by key-value coding.
  public var hiddenInspectables: [HiddenInspectable]

  public init(
    file: String, methods: [Method], interfaceBuilderDeclarations: [FlaggedDeclarations] = [],
    hiddenInspectables: [HiddenInspectable] = []
  ) {
    self.file = file
    self.methods = methods
    self.interfaceBuilderDeclarations = interfaceBuilderDeclarations
    self.hiddenInspectables = hiddenInspectables
  }

  /// An `@IBInspectable` property whose setter other files cannot reach.
  public struct HiddenInspectable: Sendable, Equatable {
    /// The key documents use: the property's name.
    public var key: String
    /// The file that declares it when that is not ``SourceFacts/file``, by name; `nil`
    /// otherwise.
    public var file: String?
    /// The line of its name.
    public var line: Int
    /// Why no other file can set it, following "it": `has a private(set) setter`.
    public var reason: String

    public init(_ key: String, file: String? = nil, line: Int, reason: String) {
      self.key = key
      self.file = file
      self.line = line
      self.reason = reason
    }
  }

  /// The hidden `@IBInspectable` property documents call `key`, if the class declares one.
  public func hiddenInspectable(_ key: String) -> HiddenInspectable? {
    hiddenInspectables.first { $0.key == key }
  }

  /// Declarations in one clause on `TARGET_INTERFACE_BUILDER`: Interface Builder's build
  /// compiles them and the app's does not (or, in an `#else`, the other way round).
  public struct FlaggedDeclarations: Sendable, Equatable {
    /// The file of the clause when it is not ``SourceFacts/file``, by name; `nil` otherwise.
    public var file: String?
    /// The line of the `#if` or `#elseif` clause that names the flag.
    public var line: Int
    /// What is declared there: `extension Plot`, `numberOfPoints()`, `var sample`.
    public var names: [String]

    public init(file: String? = nil, line: Int, names: [String]) {
      self.file = file
      self.line = line
      self.names = names
    }
  }

  /// The method named `name` (`setup()`, `init(coder:)`, `lineWidth.didSet`), if declared.
  public func method(_ name: String) -> Method? {
    methods.first { $0.name == name }
  }

  /// One method, initializer or property observer.
  public struct Method: Sendable, Equatable {
    /// The name as Swift spells a reference to it: `init(frame:)`, `setup()`, `draw(_:)`,
    /// `configure(with:)`; a property observer is `lineWidth.didSet` or `lineWidth.willSet`.
    public var name: String
    /// The file that declares it when that is not ``SourceFacts/file`` (an extension in
    /// another file), by name; `nil` otherwise.
    public var file: String?
    /// The line of its declaration.
    public var line: Int
    /// Assignments to the view's own properties, in source order.
    public var assignments: [Assignment]
    /// The class's own methods it calls (`setup()`, `self.configure(with:)`), in source order,
    /// each once.
    public var calls: [String]
    /// The invalidations it asks for (`setNeedsDisplay()`, `setNeedsLayout()`,
    /// `layoutIfNeeded()`, `layer.setNeedsDisplay()`), each once.
    public var invalidations: [String]
    /// The animations it starts, as written (`UIView.animate`, `layer.add`), each once.
    public var animations: [String]
    /// What it reads that changes from run to run (the wall clock, random numbers), as
    /// written (`Date()`, `Int.random`), each once.
    public var outsideInputs: [String]
    /// The reads of the clock or of random numbers it keeps in one of the class's stored
    /// properties (`startTime = CACurrentMediaTime()`), each once: they change a picture only
    /// when a method that builds or draws the view reads the property. An initial value
    /// (`var startTime = CACurrentMediaTime()`) is a method named `startTime.initialValue`.
    public var storedInputs: [StoredInput]
    /// The properties holding such a stored input (in any method of the class) that it reads.
    public var inputReads: [String]
    /// The work it queues for the main thread to run later (`DispatchQueue.main.async`,
    /// `OperationQueue.main.addOperation`), as written, each once.
    public var deferredWork: [String]
    /// The sublayers and subviews it creates and adds to the view at every run
    /// (`layer.addSublayer(gradient)` of a local `gradient`, `addSubview(UILabel())`), in
    /// source order; adding a stored one again only moves it, and is not listed.
    public var additions: [Addition]
    /// The removals it does, as written without their receiver (`removeFromSuperlayer()`,
    /// `removeFromSuperview()`), each once.
    public var removals: [String]
    /// The lines of its `#if` and `#elseif` clauses whose condition names
    /// `TARGET_INTERFACE_BUILDER`: Interface Builder compiles those branches, the app the
    /// others, and a render here runs the app's.
    public var interfaceBuilderBranches: [Int]
    /// The call that stops the program every time it runs (`fatalError(...)` among its own
    /// statements, nothing returning before it), if there is one.
    public var trap: Trap?

    public init(
      _ name: String, file: String? = nil, line: Int, assignments: [Assignment] = [],
      calls: [String] = [], invalidations: [String] = [], animations: [String] = [],
      outsideInputs: [String] = [], storedInputs: [StoredInput] = [], inputReads: [String] = [],
      deferredWork: [String] = [], additions: [Addition] = [],
      removals: [String] = [], interfaceBuilderBranches: [Int] = [], trap: Trap? = nil
    ) {
      self.trap = trap
      self.name = name
      self.file = file
      self.line = line
      self.assignments = assignments
      self.calls = calls
      self.invalidations = invalidations
      self.animations = animations
      self.outsideInputs = outsideInputs
      self.storedInputs = storedInputs
      self.inputReads = inputReads
      self.deferredWork = deferredWork
      self.additions = additions
      self.removals = removals
      self.interfaceBuilderBranches = interfaceBuilderBranches
    }
  }

  /// A read of the clock or of random numbers kept in a stored property.
  public struct StoredInput: Sendable, Equatable {
    /// The property, as written after `self.`.
    public var property: String
    /// The read, as written (`CACurrentMediaTime()`).
    public var input: String

    public init(_ property: String, input: String) {
      self.property = property
      self.input = input
    }
  }

  /// `property = value` (or `self.property = value`, or a compound assignment such as `+=`)
  /// inside a method, closures included.
  public struct Assignment: Sendable, Equatable {
    /// The property assigned, as written after `self.`: `trackFillColor`, `alpha`,
    /// `layer.cornerRadius`.
    public var property: String
    /// The view's properties the right-hand side reads, as written (`tintColor`,
    /// `bounds.width`), each once.
    public var reads: [String]
    /// The line of the assignment.
    public var line: Int
    /// The assignment's source text on one line, shortened to about 80 characters.
    public var text: String
    /// Whether the assignment sits under a test that holds only the first time the method
    /// runs (`if shape.superlayer == nil { ... }`, after `guard band == nil else { return
    /// }`), so that later runs skip it.
    public var once: Bool

    public init(
      _ property: String, reads: [String] = [], line: Int, text: String, once: Bool = false
    ) {
      self.property = property
      self.reads = reads
      self.line = line
      self.text = text
      self.once = once
    }
  }

  /// A call at one line of a method, as written.
  public struct Call: Sendable, Equatable {
    /// The line of the call.
    public var line: Int
    /// The call's source text on one line, shortened to about 80 characters.
    public var text: String

    public init(line: Int, text: String) {
      self.line = line
      self.text = text
    }
  }

  /// A call that adds a sublayer or subview it has just created
  /// (`self.layer.insertSublayer(shape, at: 0)`).
  public struct Addition: Sendable, Equatable {
    /// The line of the call.
    public var line: Int
    /// The call's source text on one line, shortened to about 80 characters.
    public var text: String
    /// Whether the method gives the view it adds to Auto Layout
    /// (`translatesAutoresizingMaskIntoConstraints = false`), so that constraints, not the
    /// size it was made at, decide its frame.
    public var followsConstraints: Bool

    public init(line: Int, text: String, followsConstraints: Bool = false) {
      self.line = line
      self.text = text
      self.followsConstraints = followsConstraints
    }
  }

  /// A call that stops the program (`fatalError("init(coder:) has not been implemented")`).
  public typealias Trap = Call
}
