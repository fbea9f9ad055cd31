/// The tool's identity as machine-readable reports and `controlspec --version` state it.
public enum ControlSpecVersion {
    /// The tool's name.
    public static let name = "controlspec"
    /// The released version, following semantic versioning.
    public static let current = "0.1.0"
    /// Where the tool and its documentation live; SARIF's `tool.driver.informationUri`.
    public static let informationURI = "https://github.com/controlspec/controlspec"
}
