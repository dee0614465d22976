// Empty on purpose. The Testing library brings in this module wherever a file imports both
// it and Apple's Core Image; off Apple platforms, where the package's CoreImage module stands
// in for Core Image, there is nothing for it to add, but it must exist for such a file to
// compile.
