import Foundation
import Raster

/// The three ways a view comes to life (DESIGN.md, "The three ways a view comes to life").
public enum LifecyclePath: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// Interface Builder's canvas: `init(frame:)`, standard properties, inspectable
  /// attributes in ascending alphabetical order of key path, `prepareForInterfaceBuilder()`,
  /// with the Interface Builder flag on.
  case designTime
  /// A storyboard or xib at run time: `init(coder:)` restoring the archived properties,
  /// runtime attributes in document order, `awakeFromNib()`.
  case runTime
  /// Code: `init(frame:)`, then standard properties and attributes in the caller's order.
  case programmatic
}

/// A failure building a component.
public enum LifecycleError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `init(coder:)` returned nil.
  case initializerReturnedNil(component: String)
  /// The component cannot be built by `init(frame:)` from its type: it is not registered.
  case notRegistered(component: String, module: String)
  /// The component is registered, but its class has no `init(frame:)` (it declares another
  /// initializer and `init(coder:)`), which Interface Builder and code build it with.
  case noFrameInitializer(component: String)
  /// An initializer (`init(coder:)` or `init(frame:)`) stops the program every time it runs,
  /// as its source shows (`fatalError` among its own statements), so it was not called.
  case initializerTraps(
    component: String, initializer: String, file: String, line: Int, call: String)
  /// An attribute could not be applied.
  case attribute(AttributeError)

  public var description: String {
    switch self {
    case .initializerReturnedNil(let component):
      return
        "\(component).init(coder:) returned nil, so a storyboard could not create it at run time."
    case .notRegistered(let component, let module):
      return """
        \(component) cannot be built with init(frame:): no registration for it was found in \
        module \(module). Add the DesignablePlugin to that target \
        (plugins: [.plugin(name: "DesignablePlugin", package: "Designable")]) and mark the \
        class @IBDesignable, or register it with ComponentRegistry.register(\(component).self) \
        { \(component)(frame: $0) }.
        """
    case .noFrameInitializer(let component):
      return """
        \(component) has no init(frame:): it declares init(coder:) and other initializers, so it \
        does not inherit UIView's. Interface Builder builds a designable with init(frame:), and \
        on iOS it fails to render this one ("Use of unimplemented initializer \
        'init(frame:)'"); a storyboard builds it with init(coder:).
        """
    case .initializerTraps(let component, let initializer, let file, let line, let call):
      let consequence =
        initializer == "init(coder:)"
        ? "the app crashes wherever a storyboard or xib holds the view (they build it with "
          + "init(coder:)), while Interface Builder, which builds it with init(frame:), draws it"
        : "Interface Builder, which builds a designable with init(frame:), fails to render it, "
          + "and code that builds it crashes"
      return
        "\(component).\(initializer) stops the program with `\(call)` (\(file):\(line)), so "
        + consequence + "."
    case .attribute(let error):
      return error.description
    }
  }
}

/// Something a render could not draw.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

/// Builds components by each lifecycle path and renders them.
public enum Lifecycle {
  /// Builds a component the way `path` builds it, in exactly that path's order.
  /// - Parameters:
  ///   - type: the component's class.
  ///   - path: which lifecycle to follow.
  ///   - frame: the view's frame, in points.
  ///   - standard: the standard properties an IB document or the inspector sets; their
  ///     archived content (a label's text) is restored inside `init(coder:)` at run time,
  ///     and right after `init(frame:)` at design time and in code, as if the caller set it.
  ///   - attributes: the attribute set; its order is the document order (run time) or the
  ///     caller's order (code); design time sorts it.
  ///   - environment: what the component sees of its surroundings; the Interface Builder
  ///     flag is set from `path` unless `interfaceBuilderFlag` says otherwise.
  ///   - callsPrepareForInterfaceBuilder: `false` leaves out the design-time hook (the
  ///     checker uses it to tell design-time-only drawing apart).
  ///   - callsAwakeFromNib: `false` leaves out the run-time hook (the checker uses it to tell
  ///     which hook holds setup or overrides an attribute).
  ///   - trace: records each step and the values it leaves, when given.
  /// - Throws: ``LifecycleError``.
  public static func build<V: View>(
    _ type: V.Type, path: LifecyclePath, frame: CGRect,
    standard: StandardProperties = StandardProperties(), attributes: AttributeSet = .empty,
    environment: DesignEnvironment = DesignEnvironment(), interfaceBuilderFlag: Bool? = nil,
    callsPrepareForInterfaceBuilder: Bool = true, callsAwakeFromNib: Bool = true,
    trace: LifecycleTrace? = nil
  ) throws(LifecycleError) -> V {
    var environment = environment
    environment.isInterfaceBuilder = interfaceBuilderFlag ?? (path == .designTime)
    let steps = Steps(
      path: path, standard: standard, attributes: attributes,
      callsPrepareForInterfaceBuilder: callsPrepareForInterfaceBuilder,
      callsAwakeFromNib: callsAwakeFromNib, trace: trace)
    let queued = QueuedMainWork()
    let result = DesignEnvironment.$current.withValue(environment) {
      LifecycleTrace.$current.withValue(trace) {
        QueuedMainWork.$collector.withValue(queued) {
          Result { () throws(LifecycleError) -> V in try steps.build(type, frame: frame) }
        }
      }
    }
    let view = try result.get()
    view.queuedMainWork += queued.take()
    return view
  }

  /// One path's steps, in order, each recorded in the trace when there is one.
  private struct Steps {
    let path: LifecyclePath
    let standard: StandardProperties
    let attributes: AttributeSet
    let callsPrepareForInterfaceBuilder: Bool
    let callsAwakeFromNib: Bool
    let trace: LifecycleTrace?

    func build<V: View>(_ type: V.Type, frame: CGRect) throws(LifecycleError) -> V {
      switch path {
      case .designTime, .programmatic:
        try Self.failIfTraps("init(frame:)", of: type)
        let view = try ComponentRegistry.make(type, frame: frame)
        trace?.record(.initializer("init(frame:)"), of: view)
        standard.apply(to: view)
        trace?.record(.standardProperties, of: view)
        let designTime = path == .designTime
        try apply(designTime ? attributes.alphabetical : attributes.attributes, to: view)
        if designTime && callsPrepareForInterfaceBuilder {
          view.prepareForInterfaceBuilder()
          trace?.record(.hook("prepareForInterfaceBuilder()"), of: view)
        }
        Lifecycle.host(view)
        return view
      case .runTime:
        try Self.failIfTraps("init(coder:)", of: type)
        let coder = Coder(
          frame: frame, standard: standard, runtimeAttributes: attributes.attributes)
        guard let decoded = type.init(coder: coder) else {
          throw LifecycleError.initializerReturnedNil(component: String(describing: type))
        }
        // A storyboard keeps what `awakeAfter(using:)` returns in the decoded view's place.
        let view = decoded.awakeAfter(using: coder) as? V ?? decoded
        trace?.record(.initializer("init(coder:)"), of: view)
        // A storyboard adds each view to its superview while it decodes the superview,
        // before it sets the runtime attributes.
        Lifecycle.host(view)
        try apply(coder.runtimeAttributes, to: view)
        if callsAwakeFromNib {
          view.awakeFromNib()
          trace?.record(.hook("awakeFromNib()"), of: view)
        }
        return view
      }
    }

    /// Fails, instead of calling it, when the source of the nearest registered class that
    /// declares `initializer` shows that it stops the program every time it runs.
    private static func failIfTraps(_ initializer: String, of type: View.Type)
      throws(LifecycleError)
    {
      for (_, facts) in ComponentRegistry.sourceFacts(of: type) {
        guard let method = facts.method(initializer) else { continue }
        guard let trap = method.trap else { return }
        throw .initializerTraps(
          component: String(describing: type), initializer: initializer,
          file: method.file ?? facts.file, line: trap.line, call: trap.text)
      }
    }

    private func apply(_ attributes: [Attribute], to view: View) throws(LifecycleError) {
      do {
        guard let trace else { return try view.apply(attributes) }
        for attribute in attributes {
          try view.apply([attribute])
          trace.record(.attribute(attribute.keyPath), of: view)
        }
      } catch {
        throw .attribute(error)
      }
    }
  }

  /// Renders as ``render(_:scale:)`` does, and fails when something could not be drawn
  /// (a font that is not installed), saying what to install or register.
  /// - Throws: ``RenderError``.
  /// An area past the bounds too large to draw is an error that gives its size.
  public static func renderChecked(
    _ view: View, scale: CGFloat, area: DrawnArea = .bounds
  ) throws(RenderError) -> Bitmap {
    let (picture, issues) = renderNotingIssues(view, scale: scale, area: area)
    if let first = issues.first { throw RenderError(message: first) }
    if area == .boundsAndOverflow, picture.width == 0, view.bounds.width * scale >= 1,
      view.bounds.height * scale >= 1
    {
      let drawn = area.rectangle(
        bounds: view.bounds, extent: view.layer.visibleExtent(scale: scale), scale: scale)
      throw RenderError(
        message: "the view with what it shows past its bounds spans \(drawn.width)×"
          + "\(drawn.height) points at \(scale)x, more than a picture can hold (32768 pixels "
          + "a side, 2^26 in all); snapshot its bounds alone")
    }
    return picture
  }

  /// Renders as ``render(_:scale:trace:)`` does, and returns with the picture what could not
  /// be drawn (a font that is not installed), each once, in the order met.
  public static func renderNotingIssues(
    _ view: View, scale: CGFloat, area: DrawnArea = .bounds, trace: LifecycleTrace? = nil
  ) -> (picture: Bitmap, issues: [String]) {
    let issues = RenderIssues()
    let picture = RenderIssues.$current.withValue(issues) {
      render(view, scale: scale, area: area, trace: trace)
    }
    return (picture, issues.all)
  }

  /// Lays the view out, draws what needs drawing and composites its layer tree at `scale`
  /// pixels per point, in the environment it was built in.
  ///
  /// The picture is `bounds.size × scale` pixels, each rounded to nearest, or with
  /// `.boundsAndOverflow` that grown by whole pixels to what the layers show past the
  /// bounds; an empty or impossibly large view gives a picture with no pixels.
  ///
  /// Edge pixels blend as ``edgeBlending`` says (by coverage, as iOS does, by default).
  ///
  /// While it runs, `UIScreen.main.scale` and the traits' `displayScale` are `scale`.
  /// `trace`, when given, records the layout and the drawing as steps.
  public static func render(
    _ view: View, scale: CGFloat, area: DrawnArea = .bounds, trace: LifecycleTrace? = nil
  ) -> Bitmap {
    var environment = view.environment
    if scale.isFinite && scale > 0 { environment.screenScale = scale }
    host(view)
    return DesignEnvironment.$current.withValue(environment) {
      ImageCatalog.$preferredScale.withValue(scale) {
        LifecycleTrace.$current.withValue(trace) {
          let queued = QueuedMainWork()
          QueuedMainWork.$collector.withValue(queued) {
            layOutAndDisplayUntilSettled(view, queued: queued, trace: trace)
          }
        }
        let bounds = area.rectangle(
          bounds: view.bounds,
          extent: area == .bounds ? nil : view.layer.visibleExtent(scale: scale), scale: scale)
        guard
          let canvas = Canvas(
            width: Double(bounds.width), height: Double(bounds.height), scale: Double(scale))
        else { return Bitmap(width: 0, height: 0) }
        canvas.blendsEdgesByRegion = Lifecycle.edgeBlending == .regions
        canvas.translate(x: -Double(bounds.minX), y: -Double(bounds.minY))
        view.layer.renderInOwnCoordinates(into: canvas)
        return canvas.makeBitmap()
      }
    }
  }
}
