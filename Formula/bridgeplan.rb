# Homebrew formula, for a tap of your own once Bridgeplan is published somewhere: set
# `homepage` and `head` to that address (nothing is published at the one below), and add
# `url`/`sha256` of a release tarball for a stable install. Not tried here (no Homebrew).
class Bridgeplan < Formula
  desc "Plan a UIKit to SwiftUI migration from an inventory of an iOS app's UI"
  homepage "https://github.com/your-org/bridgeplan"
  head "https://github.com/your-org/bridgeplan.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on "libyaml"
  depends_on xcode: ["16.0", :build]

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "bridgeplan"
    bin.install ".build/release/bridgeplan"
    generate_completions_from_executable(bin/"bridgeplan", "--generate-completion-script")
  end

  test do
    (testpath/"inventory.yaml").write <<~YAML
      version: 1
      app: { name: Demo, deployment_target: "15.0", root: Home }
      screens:
        - { id: Home }
    YAML
    assert_match "0 errors", shell_output("#{bin}/bridgeplan validate inventory.yaml 2>&1")
  end
end
