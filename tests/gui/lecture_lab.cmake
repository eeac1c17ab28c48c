# The scripted lecture's Kernel lab folder (~/sortscope-lab in the test's HOME): bitonic.comp, which does
# not compile (the panel's first check), wrong.comp (a typical wrong answer, made by tests/lab/) and
# right.comp (the project's own kernel). cmake -DLAB=DIR -DNOT_COMPILING=F -DWRONG=F -DRIGHT=F -P this.
file(MAKE_DIRECTORY "${LAB}")
configure_file("${NOT_COMPILING}" "${LAB}/bitonic.comp" COPYONLY)
configure_file("${WRONG}" "${LAB}/wrong.comp" COPYONLY)
configure_file("${RIGHT}" "${LAB}/right.comp" COPYONLY)
