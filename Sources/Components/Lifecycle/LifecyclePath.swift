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
  ///   - standard: the standard properties an IB document or the inspector sets.
  ///   - attributes: the attribute set; its order is the document order (run time) or the
  ///     caller's order (code); design time sorts it.
  ///   - environment: what the component sees of its surroundings; the Interface Builder
  ///     flag is set from `path` unless `interfaceBuilderFlag` says otherwise.
  ///   - callsPrepareForInterfaceBuilder: `false` leaves out the design-time hook (the
  ///     checker uses it to tell design-time-only drawing apart).
  ///   - callsAwakeFromNib: `false` leaves out the run-time hook (the checker uses it to tell
  ///     which hook holds setup or overrides an attribute).
  /// - Throws: ``LifecycleError``.
  public static func build<V: View>(
    _ type: V.Type, path: LifecyclePath, frame: CGRect,
    standard: StandardProperties = StandardProperties(), attributes: AttributeSet = .empty,
    environment: DesignEnvironment = DesignEnvironment(), interfaceBuilderFlag: Bool? = nil,
    callsPrepareForInterfaceBuilder: Bool = true, callsAwakeFromNib: Bool = true
  ) throws(LifecycleError) -> V {
    var environment = environment
    environment.isInterfaceBuilder = interfaceBuilderFlag ?? (path == .designTime)
    let result = DesignEnvironment.$current.withValue(environment) {
      Result { () throws(LifecycleError) -> V in
        try buildInEnvironment(
          type, path: path, frame: frame, standard: standard, attributes: attributes,
          callsPrepareForInterfaceBuilder: callsPrepareForInterfaceBuilder,
          callsAwakeFromNib: callsAwakeFromNib)
      }
    }
    return try result.get()
  }

  private static func buildInEnvironment<V: View>(
    _ type: V.Type, path: LifecyclePath, frame: CGRect, standard: StandardProperties,
    attributes: AttributeSet, callsPrepareForInterfaceBuilder: Bool, callsAwakeFromNib: Bool
  ) throws(LifecycleError) -> V {
    switch path {
    case .designTime:
      let view = try ComponentRegistry.make(type, frame: frame)
      standard.apply(to: view)
      try apply(attributes.alphabetical, to: view)
      if callsPrepareForInterfaceBuilder { view.prepareForInterfaceBuilder() }
      return view
    case .runTime:
      let coder = Coder(frame: frame, standard: standard, runtimeAttributes: attributes.attributes)
      guard let view = type.init(coder: coder) else {
        throw LifecycleError.initializerReturnedNil(component: String(describing: type))
      }
      try apply(coder.runtimeAttributes, to: view)
      if callsAwakeFromNib { view.awakeFromNib() }
      return view
    case .programmatic:
      let view = try ComponentRegistry.make(type, frame: frame)
      standard.apply(to: view)
      try apply(attributes.attributes, to: view)
      return view
    }
  }

  private static func apply(_ attributes: [Attribute], to view: View) throws(LifecycleError) {
    do {
      try view.apply(attributes)
    } catch {
      throw .attribute(error)
    }
  }

  /// Renders as ``render(_:scale:)`` does, and fails when something could not be drawn
  /// (a font that is not installed), saying what to install or register.
  /// - Throws: ``RenderError``.
  public static func renderChecked(_ view: View, scale: CGFloat) throws(RenderError) -> Bitmap {
    let issues = RenderIssues()
    let picture = RenderIssues.$current.withValue(issues) { render(view, scale: scale) }
    if let first = issues.all.first { throw RenderError(message: first) }
    return picture
  }

  /// Lays the view out, draws what needs drawing and composites its layer tree at `scale`
  /// pixels per point, in the environment it was built in.
  ///
  /// The picture is `bounds.size × scale` pixels, each rounded to nearest; an empty or
  /// impossibly large view gives a picture with no pixels.
  public static func render(_ view: View, scale: CGFloat) -> Bitmap {
    DesignEnvironment.$current.withValue(view.environment) {
      ImageCatalog.$preferredScale.withValue(scale) {
        view.layoutIfNeeded()
        view.layer.displayIfNeeded()
        let bounds = view.bounds
        guard
          let canvas = Canvas(
            width: Double(bounds.width), height: Double(bounds.height), scale: Double(scale))
        else { return Bitmap(width: 0, height: 0) }
        canvas.translate(x: -Double(bounds.minX), y: -Double(bounds.minY))
        view.layer.renderInOwnCoordinates(into: canvas)
        return canvas.makeBitmap()
      }
    }
  }
}
