Pod::Spec.new do |s|
  s.name = "Kit"
end
