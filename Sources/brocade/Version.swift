/// The version: the one place it is written. `brocade --version` prints it;
/// the Makefile reads it from this file for the Debian package's version and
/// the installed manual's footer, and the end-to-end tests read it from here.
enum BrocadeVersion {
    static let string = "0.1.0"
}
