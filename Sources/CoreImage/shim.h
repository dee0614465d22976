// Empty on purpose. Off Apple platforms this module only lets a component's
// `import CoreImage` compile; the names it would bring come from DesignableUIKit.
