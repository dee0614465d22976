import Foundation
import IBDocument

/// Rebuilds the objects a `.xib` archives, as UIKit's nib loading does: each object by its
/// class's `init(coder:)` (which restores the archived properties and, for a view, builds
/// its subviews), then the constraints, the outlets (File's Owner's and the objects'), the
/// user-defined runtime attributes, and `awakeFromNib()` on each object in document order.
///
/// Actions (`<action selector=…>`) are not connected: nothing delivers events here.
final class NibLoader {
  let nib: NibDocument
  let owner: AnyObject?
  /// The module a `customModuleProvider="target"` class is looked up in first: the module
  /// whose registrations embedded the nib, else the owner's.
  let module: String?
  /// The objects by document id, File's Owner included.
  var objects: [String: AnyObject] = [:]
  /// The views built, in the order their initializers were called, with their elements.
  var built: [(element: NibElement, view: View)] = []
  /// Each view's `<constraints>`, added once every view is built.
  var pendingConstraints: [(holder: View, elements: [NibElement])] = []
  /// What could not be rebuilt; loading goes on.
  var issues: [NibError] = []

  init(nib: NibDocument, owner: AnyObject?, module: String?) {
    self.nib = nib
    self.owner = owner
    self.module = module
  }

  /// The top-level objects, in document order (placeholders left out). The nib's views are
  /// not the component being traced: a lifecycle trace in progress records none of their
  /// steps.
  func instantiate() -> [Any] {
    LifecycleTrace.$current.withValue(nil) { instantiateUntraced() }
  }

  private func instantiateUntraced() -> [Any] {
    var topLevel: [Any] = []
    for element in nib.objects {
      if element.name == "placeholder" {
        if element["placeholderIdentifier"] == "IBFilesOwner", let owner, let id = element["id"] {
          objects[id] = owner
        }
        continue
      }
      if let recognizer = Self.gestureRecognizer(element) {
        if let id = element["id"] { objects[id] = recognizer }
        topLevel.append(recognizer)
      } else if let view = build(element) {
        topLevel.append(view)
      }
    }
    for (holder, elements) in pendingConstraints {
      addConstraints(elements, to: holder)
    }
    connectOutlets()
    applyRuntimeAttributes()
    for (_, view) in built { view.awakeFromNib() }
    return topLevel
  }

  // MARK: Objects

  /// Builds the view an element archives through its class's `init(coder:)`; `nil` for an
  /// element that is not a view (gesture recognizers, custom objects), which is reported.
  func build(_ element: NibElement) -> View? {
    guard Self.isView(element) else {
      if element.name != "placeholder" {
        issues.append(.unsupportedElement(kind: element.name, nib: nib.file, line: element.line))
      }
      return nil
    }
    let type = viewClass(of: element)
    let coder = Coder(
      frame: element.rect("frame") ?? .zero, standard: Self.standard(of: element),
      archivedContent: { [unowned self] view in restore(element, into: view) })
    guard let decoded = type.init(coder: coder) else {
      issues.append(
        .initializerReturnedNil(
          className: String(describing: type), nib: nib.file, line: element.line))
      return nil
    }
    // What `awakeAfter(using:)` returns takes the decoded view's place.
    let view = decoded.awakeAfter(using: coder) as? View ?? decoded
    if let id = element["id"] { objects[id] = view }
    built.append((element, view))
    return view
  }

  /// What `UIView.init(coder:)` restores past the frame and the standard properties: the
  /// view's own archived properties, its class's, and its subviews.
  private func restore(_ element: NibElement, into view: View) {
    ArchivedProperties.restore(element, into: view)
    for guide in element.children where guide.name == "viewLayoutGuide" {
      if let id = guide["id"] { objects[id] = view }
    }
    for child in element.children(of: "subviews") {
      guard let subview = build(child) else { continue }
      if let stack = view as? UIStackView {
        stack.addArrangedSubview(subview)
      } else {
        view.addSubview(subview)
      }
    }
    let constraints = element.children(of: "constraints")
    if !constraints.isEmpty { pendingConstraints.append((view, constraints)) }
    // A cell archives its content view as a child keyed `contentView`: its subviews go into
    // the content view the cell made.
    if let content = element.children.first(where: { $0["key"] == "contentView" }),
      let contentView = (view as? UICollectionViewCell)?.contentView
        ?? (view as? UITableViewCell)?.contentView
    {
      if let id = content["id"] { objects[id] = contentView }
      restore(content, into: contentView)
    }
  }

  /// The gesture recognizer an element archives, if it archives one: attached by the
  /// `gestureRecognizers` outlet collection of its view, and never fired.
  static func gestureRecognizer(_ element: NibElement) -> UIGestureRecognizer? {
    switch element.name {
    case "tapGestureRecognizer": UITapGestureRecognizer(target: nil, action: nil)
    case "panGestureRecognizer": UIPanGestureRecognizer(target: nil, action: nil)
    case "longPressGestureRecognizer":
      UILongPressGestureRecognizer(target: nil, action: nil)
    case "swipeGestureRecognizer": UISwipeGestureRecognizer(target: nil, action: nil)
    case "pinchGestureRecognizer": UIPinchGestureRecognizer(target: nil, action: nil)
    case "rotationGestureRecognizer": UIRotationGestureRecognizer(target: nil, action: nil)
    case "screenEdgePanGestureRecognizer":
      UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    default: nil
    }
  }

  /// Whether an element archives a view: a known UIKit view, or any element with a frame.
  static func isView(_ element: NibElement) -> Bool {
    standardClasses[element.name] != nil || element.rect("frame") != nil
  }

  /// The UIKit class of each view element IB writes.
  static let standardClasses: [String: View.Type] = [
    "view": UIView.self, "label": UILabel.self, "button": UIButton.self,
    "imageView": UIImageView.self, "stackView": UIStackView.self, "switch": UISwitch.self,
    "slider": UISlider.self, "textField": UITextField.self, "textView": UITextView.self,
    "progressView": UIProgressView.self, "activityIndicatorView": UIActivityIndicatorView.self,
    "segmentedControl": UISegmentedControl.self, "pageControl": UIPageControl.self,
    "stepper": UIStepper.self, "scrollView": UIScrollView.self,
    "visualEffectView": UIVisualEffectView.self, "tabBar": UITabBar.self,
    "navigationBar": UINavigationBar.self, "searchBar": UISearchBar.self,
    "tableView": UITableView.self, "collectionView": UICollectionView.self,
    "tableViewCell": UITableViewCell.self, "collectionViewCell": UICollectionViewCell.self,
    "collectionReusableView": UICollectionReusableView.self,
    "pickerView": UIPickerView.self, "datePicker": UIDatePicker.self, "toolbar": UIToolbar.self,
  ]

  /// The element's class: its `customClass` looked up in the modules it may live in, else its
  /// UIKit class (a plain view for an element this library does not rebuild).
  private func viewClass(of element: NibElement) -> View.Type {
    let standard = Self.standardClasses[element.name]
    if standard == nil {
      issues.append(.unsupportedElement(kind: element.name, nib: nib.file, line: element.line))
    }
    guard let name = element["customClass"] else { return standard ?? UIView.self }
    var modules: [String] = []
    func add(_ module: String?) {
      if let module, !modules.contains(module) { modules.append(module) }
    }
    if element["customModuleProvider"] != "target" { add(element["customModule"]) }
    add(module)
    add(owner.flatMap { ComponentRegistry.moduleName(of: type(of: $0)) })
    add(element["customModule"])
    ComponentRegistry.modulesSeen.forEach(add)
    for module in modules {
      if let type = ComponentRegistry.viewClass(named: name, inModule: module) { return type }
      let registrations = ComponentRegistry.generatedRegistrations(inModule: module)
      if let named = registrations?.registrations.first(where: { $0.objectiveCName == name }) {
        return named.type
      }
    }
    issues.append(.unknownClass(name: name, modules: modules, nib: nib.file, line: element.line))
    return standard ?? UIView.self
  }

  /// The archived standard properties: alpha, hidden, clips, opaque, content mode, colours.
  static func standard(of element: NibElement) -> StandardProperties {
    var standard = StandardProperties()
    standard.alpha = element.number("alpha").map { CGFloat($0) }
    standard.isHidden = element.flag("hidden")
    standard.clipsToBounds = element.flag("clipsSubviews")
    standard.isOpaque = element.flag("opaque")
    standard.contentMode = element["contentMode"].flatMap(ContentMode.init(interfaceBuilderName:))
    standard.backgroundColor = element.color("backgroundColor")
    standard.tintColor = element.color("tintColor")
    return standard
  }

  // MARK: Runtime attributes

  /// Sets each object's user-defined runtime attributes, in document order.
  private func applyRuntimeAttributes() {
    for (element, view) in built {
      guard let id = element["id"] else { continue }
      let attributes = nib.runtimeAttributes(of: id)
      guard !attributes.isEmpty else { continue }
      do {
        try view.apply(attributes)
      } catch {
        issues.append(.attribute(message: error.description, nib: nib.file, line: element.line))
      }
    }
  }
}
